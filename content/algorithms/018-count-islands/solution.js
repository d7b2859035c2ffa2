const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function countIslands(grid) {
    const rows = grid.length;
    const cols = grid[0].length;
    const isLand = (r, c) => r >= 0 && r < rows && c >= 0 && c < cols && grid[r][c] === '#';
    const seen = new Uint8Array(rows * cols);
    const steps = [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
    ];
    let islands = 0;
    for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
            if (!isLand(r, c) || seen[r * cols + c]) continue;
            islands++;
            // flood fill with an explicit stack: mark the whole island so it is never counted again
            seen[r * cols + c] = 1;
            const stack = [[r, c]];
            while (stack.length > 0) {
                const [cr, cc] = stack.pop();
                for (const [dr, dc] of steps) {
                    const nr = cr + dr;
                    const nc = cc + dc;
                    if (!isLand(nr, nc) || seen[nr * cols + nc]) continue;
                    seen[nr * cols + nc] = 1;
                    stack.push([nr, nc]);
                }
            }
        }
    }
    return islands;
}

function main() {
    const rows = Number(data[0]);
    const grid = data.slice(2, 2 + rows);
    console.log(String(countIslands(grid)));
}

main();
