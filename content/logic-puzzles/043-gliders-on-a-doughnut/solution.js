const data = require('fs').readFileSync(0, 'utf8');

// A board kept as one string of r * c characters, cut back into its r rows.
function toRows(board, r, c) {
  const rows = [];
  for (let i = 0; i < r; i++) rows.push(board.slice(i * c, (i + 1) * c));
  return rows;
}

// The board is finite, so sooner or later it repeats a state; from then on it runs in a cycle, and the
// board after t generations is read off it.
function boardAfter(r, c, t, rows) {
  const history = [rows.join('')]; // history[g]: the board after g generations
  for (let generation = 1; BigInt(generation) <= t; generation++) {
    const old = history[history.length - 1];
    let next = '';
    for (let i = 0; i < r; i++) {
      for (let j = 0; j < c; j++) {
        let alive = 0;
        for (let di = -1; di <= 1; di++) {
          for (let dj = -1; dj <= 1; dj++) {
            if ((di || dj) && old[((i + di + r) % r) * c + ((j + dj + c) % c)] === '#') alive++;
          }
        }
        next += alive === 3 || (alive === 2 && old[i * c + j] === '#') ? '#' : '.';
      }
    }
    const first = history.indexOf(next);
    if (first >= 0) {
      // generation `first` == generation `generation`: a cycle
      const period = generation - first;
      return toRows(history[first + Number((t - BigInt(generation)) % BigInt(period))], r, c);
    }
    history.push(next);
  }
  return toRows(history[history.length - 1], r, c);
}

const tokens = data.trim().split(/\s+/);
const r = Number(tokens[0]);
const c = Number(tokens[1]);
const t = BigInt(tokens[2]);
console.log(boardAfter(r, c, t, tokens.slice(3, 3 + r)).join('\n'));
