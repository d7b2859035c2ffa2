const data = require('fs').readFileSync(0, 'utf8');

const WEST_OF = 'WEST-OF';
const NEXT_TO = 'NEXT-TO';
const IN = 'IN';
const NOT_IN = 'NOT-IN';

function popcount(x) {
  let count = 0;
  for (; x; x &= x - 1) count++;
  return count;
}

// Each clue is [kind, x, y]: y is a villager for WEST_OF and NEXT_TO, a cottage 1..n otherwise.
function countArrangements(n, clues) {
  // Per villager: the cottages allowed (bit k-1 for cottage k), who must live further west, and who must
  // live next door.
  const allowed = new Array(n).fill((1 << n) - 1);
  const west = new Array(n).fill(0);
  const neighbours = new Array(n).fill(0);
  for (const [kind, x, y] of clues) {
    if (kind === WEST_OF) {
      west[y] |= 1 << x;
    } else if (kind === NEXT_TO) {
      neighbours[x] |= 1 << y;
      neighbours[y] |= 1 << x;
    } else if (kind === IN) {
      for (let other = 0; other < n; other++) allowed[other] &= other === x ? 1 << (y - 1) : ~(1 << (y - 1));
    } else {
      allowed[x] &= ~(1 << (y - 1));
    }
  }
  // Fill the cottages from west to east. ways[mask * n + last]: arrangements of the villagers in mask in
  // the first cottages, with last in the easternmost of them, that break no clue so far (at most 12!,
  // exact in a double).
  const full = (1 << n) - 1;
  const ways = new Float64Array((1 << n) * n);
  for (let v = 0; v < n; v++) if (allowed[v] & 1 && west[v] === 0) ways[(1 << v) * n + v] = 1;
  for (let mask = 1; mask < full; mask++) {
    const cottage = popcount(mask); // the next cottage to fill, counting from 0
    for (let last = 0; last < n; last++) {
      const count = ways[mask * n + last];
      if (count === 0) continue;
      const waiting = neighbours[last] & ~mask; // they have to come right now
      for (let v = 0; v < n; v++) {
        const bit = 1 << v;
        if (
          mask & bit ||
          !((allowed[v] >> cottage) & 1) ||
          west[v] & ~mask ||
          waiting & ~bit ||
          neighbours[v] & mask & ~(1 << last)
        ) {
          continue;
        }
        ways[(mask | bit) * n + v] += count;
      }
    }
  }
  let total = 0;
  for (let last = 0; last < n; last++) total += ways[full * n + last];
  return total;
}

const tokens = data.trim().split(/\s+/);
const n = Number(tokens[0]);
const m = Number(tokens[1]);
const index = new Map(tokens.slice(2, 2 + n).map((name, i) => [name, i]));
const clues = [];
for (let i = 0, position = 2 + n; i < m; i++, position += 3) {
  const [x, kind, y] = tokens.slice(position, position + 3);
  clues.push([kind, index.get(x), kind === IN || kind === NOT_IN ? Number(y) : index.get(y)]);
}
console.log(String(countArrangements(n, clues)));
