const data = require('fs').readFileSync(0, 'utf8');

function popcount(x) {
  let count = 0;
  for (; x; x &= x - 1) count++;
  return count;
}

// Breadth-first search over the states: which animals are on the west bank, and on which bank the
// ferryman is.
function fewestCrossings(n, capacity, feuds) {
  const everyone = (1 << n) - 1;
  const states = 1 << (n + 1);
  const enemies = new Int32Array(n);
  for (const [a, b] of feuds) {
    enemies[a - 1] |= 1 << (b - 1);
    enemies[b - 1] |= 1 << (a - 1);
  }
  // peaceful[group]: the animals in group may be left together without the ferryman
  const peaceful = new Uint8Array(1 << n);
  peaceful[0] = 1;
  for (let group = 1; group <= everyone; group++) {
    const low = 31 - Math.clz32(group & -group);
    const rest = group & (group - 1);
    peaceful[group] = peaceful[rest] && !(enemies[low] & rest) ? 1 : 0;
  }
  // A state is west | side << n: the animals on the west bank and the ferryman's bank (0 west, 1 east).
  const crossings = new Int32Array(states).fill(-1);
  const queue = new Int32Array(states);
  const goal = 1 << n;
  let head = 0;
  let tail = 0;
  crossings[everyone] = 0;
  queue[tail++] = everyone;
  while (head < tail && crossings[goal] < 0) {
    const state = queue[head++];
    const west = state & everyone;
    const side = state >> n;
    const here = side === 0 ? west : everyone & ~west;
    // every group he can take along: a subset of his bank with at most capacity animals
    for (let group = here; ; group = (group - 1) & here) {
      if (popcount(group) <= capacity) {
        const newWest = side === 0 ? west & ~group : west | group;
        const leftBehind = side === 0 ? newWest : everyone & ~newWest;
        const following = newWest | ((1 - side) << n);
        if (peaceful[leftBehind] && crossings[following] < 0) {
          crossings[following] = crossings[state] + 1;
          queue[tail++] = following;
        }
      }
      if (group === 0) break;
    }
  }
  return crossings[goal];
}

const tokens = data.trim().split(/\s+/).map(Number);
const [n, capacity, m] = tokens;
const feuds = [];
for (let i = 0; i < m; i++) feuds.push([tokens[3 + 2 * i], tokens[4 + 2 * i]]);
console.log(String(fewestCrossings(n, capacity, feuds)));
