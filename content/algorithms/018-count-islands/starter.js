const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the number of islands. grid[r][c] is '#' (land) or '.' (water).
function countIslands(grid) {
    return 0;
}

function main() {
    const rows = Number(data[0]);
    const grid = data.slice(2, 2 + rows);
    console.log(String(countIslands(grid)));
}

main();
