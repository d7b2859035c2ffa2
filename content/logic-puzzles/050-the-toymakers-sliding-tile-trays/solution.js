const data = require('fs').readFileSync(0, 'utf8');

const STATES = 362880; // 9!
const GOAL = '123456780';
const FACT = [40320, 5040, 720, 120, 24, 6, 2, 1, 1];

// An arrangement is kept as its 9 cells (0 for the gap), stored at cells[offset..offset+8]. Its rank is
// its position among all 9! orders of the cells' contents (the Lehmer code).
function rankOf(cells, offset) {
  let r = 0;
  for (let i = 0; i < 9; i++) {
    let smaller = 0;
    for (let j = i + 1; j < 9; j++) if (cells[offset + j] < cells[offset + i]) smaller++;
    r += smaller * FACT[i];
  }
  return r;
}

// One breadth-first search backwards from GOAL fills the table of the fewest slides to GOAL, by rank
// (-1 if none).
function allDistances() {
  const distance = new Int8Array(STATES).fill(-1);
  // the queued arrangements, 9 cells each, and a spare slot for the one being tried
  const queue = new Uint8Array(9 * (STATES + 1));
  const gaps = new Uint8Array(STATES); // the cell of each queued arrangement's gap
  for (let i = 0; i < 9; i++) queue[i] = Number(GOAL[i]);
  gaps[0] = 8;
  distance[rankOf(queue, 0)] = 0;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const gap = gaps[head];
    const d = distance[rankOf(queue, 9 * head)] + 1;
    const moves = []; // the cells whose tile can slide into the gap
    if (gap >= 3) moves.push(gap - 3);
    if (gap < 6) moves.push(gap + 3);
    if (gap % 3 > 0) moves.push(gap - 1);
    if (gap % 3 < 2) moves.push(gap + 1);
    for (const q of moves) {
      // write the arrangement with the tile slid into the gap at the end of the queue, keep it if new
      const next = 9 * tail;
      queue.copyWithin(next, 9 * head, 9 * head + 9);
      queue[next + gap] = queue[next + q];
      queue[next + q] = 0;
      const r = rankOf(queue, next);
      if (distance[r] < 0) {
        distance[r] = d;
        gaps[tail++] = q;
      }
    }
  }
  return distance;
}

// Renames the tiles so that the target becomes GOAL (the tile at cell i of the target gets the name
// GOAL[i]); names do not matter to slides.
function fewestSlides(pairs) {
  const distance = allDistances();
  return pairs.map(([start, target]) => {
    const rename = [];
    for (let i = 0; i < 9; i++) rename[Number(target[i])] = Number(GOAL[i]);
    const cells = Array.from(start, (digit) => rename[Number(digit)]);
    return distance[rankOf(cells, 0)];
  });
}

const tokens = data.trim().split(/\s+/);
const t = Number(tokens[0]);
const pairs = [];
for (let i = 0; i < t; i++) pairs.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
process.stdout.write(
  fewestSlides(pairs)
    .map((d) => (d < 0 ? 'IMPOSSIBLE' : String(d)))
    .join('\n') + '\n',
);
