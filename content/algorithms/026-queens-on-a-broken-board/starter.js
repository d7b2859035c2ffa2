const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// board is an array of n strings of n characters ('.' usable, '#' broken).
// Return the number of ways to place n non-attacking queens on usable squares.
function countPlacements(board) {
    return -1;
}

function main() {
    const n = Number(data[0]);
    const board = data.slice(1, 1 + n);
    console.log(String(countPlacements(board)));
}

main();
