const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the smallest number of moves from S to E, or -1 when E cannot be reached.
// grid[r][c] is the cell in row r, column c.
function shortestWayOut(grid) {
    return 0;
}

function main() {
    const rows = Number(data[0]);
    const grid = data.slice(2, 2 + rows);
    console.log(String(shortestWayOut(grid)));
}

main();
