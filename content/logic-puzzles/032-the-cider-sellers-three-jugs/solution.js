const data = require('fs').readFileSync(0, 'utf8');

const MAX_AMOUNT = 100000;

function fewestPours(capacity, targets) {
  // After every pour some jug is empty or full, and then the state is fixed by that fact and the amount
  // in the next jug (the cider in all three never changes). So each reachable state gets a small index.
  const stateIndex = (jugs) => {
    for (let j = 0; j < 3; j++) {
      const next = jugs[(j + 1) % 3];
      if (jugs[j] === 0) return 2 * j * (MAX_AMOUNT + 1) + next;
      if (jugs[j] === capacity[j]) return (2 * j + 1) * (MAX_AMOUNT + 1) + next;
    }
    return -1; // never happens for a reachable state
  };
  // One breadth-first search from the dawn state reaches every state by the fewest pours; along the
  // way, remember in first[t] the first time t litres show up in any jug.
  const total = capacity[0];
  const states = 6 * (MAX_AMOUNT + 1);
  const first = new Int32Array(MAX_AMOUNT + 1).fill(-1);
  const seen = new Uint8Array(states);
  const queue = new Int32Array(2 * states); // jug 1 and jug 2 of each queued state (jug 3 holds the rest)
  const depth = new Int32Array(states);
  seen[stateIndex([capacity[0], 0, 0])] = 1;
  first[capacity[0]] = 0;
  first[0] = 0;
  queue[0] = capacity[0];
  queue[1] = 0;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const jugs = [queue[2 * head], queue[2 * head + 1], 0];
    jugs[2] = total - jugs[0] - jugs[1];
    const pours = depth[head++] + 1;
    for (let i = 0; i < 3; i++) {
      if (jugs[i] === 0) continue;
      for (let j = 0; j < 3; j++) {
        const room = capacity[j] - jugs[j];
        if (i === j || room === 0) continue;
        const moved = Math.min(jugs[i], room);
        const after = jugs.slice();
        after[i] -= moved;
        after[j] += moved;
        const index = stateIndex(after);
        if (seen[index]) continue;
        seen[index] = 1;
        queue[2 * tail] = after[0];
        queue[2 * tail + 1] = after[1];
        depth[tail++] = pours;
        for (const amount of after) if (first[amount] < 0) first[amount] = pours;
      }
    }
  }
  return targets.map((t) => first[t]);
}

const tokens = data.trim().split(/\s+/).map(Number);
const capacity = tokens.slice(0, 3);
const q = tokens[3];
const targets = tokens.slice(4, 4 + q);
process.stdout.write(fewestPours(capacity, targets).join('\n') + '\n');
