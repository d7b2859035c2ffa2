const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// BigInts: the number of routes can reach 10^17.
function countRoutes(grid) {
    const rows = grid.length;
    const cols = grid[0].length;
    // routes[c] holds the count for column c of the current row (the row above until overwritten)
    const routes = new Array(cols).fill(0n);
    for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
            if (grid[r][c] === '#') routes[c] = 0n;
            else if (r === 0 && c === 0) routes[c] = 1n;
            else if (c > 0) routes[c] += routes[c - 1];
        }
    }
    return routes[cols - 1];
}

function main() {
    const rows = Number(data[0]);
    const grid = data.slice(2, 2 + rows);
    console.log(String(countRoutes(grid)));
}

main();
