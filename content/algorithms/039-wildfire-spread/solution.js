function minutesToBurn(grid) {
  const rows = grid.length;
  const cols = grid[0].length;
  const minute = new Int32Array(rows * cols).fill(-1); // -1: not burning yet
  const queue = new Int32Array(rows * cols);
  let head = 0;
  let tail = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (grid[r][c] === 'F') {
        // every fire starts the search at minute 0
        minute[r * cols + c] = 0;
        queue[tail++] = r * cols + c;
      }
    }
  }
  const dr = [-1, 1, 0, 0];
  const dc = [0, 0, -1, 1];
  let last = 0;
  while (head < tail) {
    const cell = queue[head++];
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    if (minute[cell] > last) last = minute[cell];
    for (let d = 0; d < 4; d++) {
      const nr = r + dr[d];
      const nc = c + dc[d];
      if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] !== '.') continue;
      const next = nr * cols + nc;
      if (minute[next] !== -1) continue;
      minute[next] = minute[cell] + 1;
      queue[tail++] = next;
    }
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (grid[r][c] === '.' && minute[r * cols + c] === -1) return -1; // never reached
    }
  }
  return last;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const rows = Number(tokens[0]);
const grid = tokens.slice(2, 2 + rows);
console.log(String(minutesToBurn(grid)));
