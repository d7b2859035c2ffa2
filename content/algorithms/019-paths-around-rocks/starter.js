const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the number of right/down routes from the top-left to the bottom-right cell that avoid rocks,
// as a BigInt (it can reach 10^17, beyond a Number's exact range).
// grid[r][c] is '#' (rock) or '.' (free).
function countRoutes(grid) {
    return -1n;
}

function main() {
    const rows = Number(data[0]);
    const grid = data.slice(2, 2 + rows);
    console.log(String(countRoutes(grid)));
}

main();
