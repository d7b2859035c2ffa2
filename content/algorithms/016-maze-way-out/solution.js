const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function shortestWayOut(grid) {
    const rows = grid.length;
    const cols = grid[0].length;
    // dist[r * cols + c] = moves from S, or -1 while the cell is unvisited
    const dist = new Int32Array(rows * cols).fill(-1);
    const queue = [];
    for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
            if (grid[r][c] === 'S') {
                dist[r * cols + c] = 0;
                queue.push(r * cols + c);
            }
        }
    }
    const steps = [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
    ];
    for (let head = 0; head < queue.length; head++) {
        const cell = queue[head];
        const r = Math.floor(cell / cols);
        const c = cell % cols;
        if (grid[r][c] === 'E') return dist[cell];
        for (const [dr, dc] of steps) {
            const nr = r + dr;
            const nc = c + dc;
            if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] === '#') continue;
            const next = nr * cols + nc;
            if (dist[next] !== -1) continue;
            dist[next] = dist[cell] + 1;
            queue.push(next);
        }
    }
    return -1;
}

function main() {
    const rows = Number(data[0]);
    const grid = data.slice(2, 2 + rows);
    console.log(String(shortestWayOut(grid)));
}

main();
