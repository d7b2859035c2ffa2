const data = require('fs').readFileSync(0, 'utf8');

// The game value (Grundy number) of a lone pile, as a function of its size: values[n] for every computed
// n, and from index start on the values repeat with period `period`.
function pileValues(moves) {
  const largest = Math.max(...moves);
  const values = [];
  const seen = new Map(); // each window of `largest` values, and where it ended first
  for (let n = 0; ; n++) {
    const reachable = new Set();
    for (const move of moves) if (move <= n) reachable.add(values[n - move]);
    let v = 0;
    while (reachable.has(v)) v++;
    values.push(v);
    if (n >= largest - 1) {
      // Every later value depends only on the last `largest` values: once such a window comes back,
      // everything after it repeats.
      const window = values.slice(n - largest + 1).join(',');
      if (seen.has(window)) {
        const start = seen.get(window);
        return { values, start, period: n - start };
      }
      seen.set(window, n);
    }
  }
}

function winners(moves, games) {
  const { values, start, period } = pileValues(moves);
  const computed = BigInt(values.length);
  const value = (size) =>
    size < computed ? values[Number(size)] : values[start + Number((size - BigInt(start)) % BigInt(period))];
  // The piles are independent games: the first player wins exactly when their values XOR to non-zero.
  return games.map((piles) => {
    let x = 0;
    for (const size of piles) x ^= value(size);
    return x ? 'ALICE' : 'BOB';
  });
}

const tokens = data.trim().split(/\s+/);
const k = Number(tokens[0]);
const moves = tokens.slice(1, 1 + k).map(Number);
const q = Number(tokens[1 + k]);
const games = [];
let position = 2 + k;
for (let i = 0; i < q; i++) {
  const m = Number(tokens[position]);
  games.push(tokens.slice(position + 1, position + 1 + m).map(BigInt));
  position += 1 + m;
}
process.stdout.write(winners(moves, games).join('\n') + '\n');
