const data = require('fs').readFileSync(0, 'utf8');

const WEST_OF = 'WEST-OF';
const NEXT_TO = 'NEXT-TO';
const IN = 'IN';
const NOT_IN = 'NOT-IN';

// Villagers are numbered from 0 in the order they are listed. Each clue is [kind, x, y]:
//   [WEST_OF, x, y]: x lives somewhere west of y    [NEXT_TO, x, y]: x and y live next door to each other
//   [IN, x, k]: x lives in cottage k (1..n)         [NOT_IN, x, k]: x does not live in cottage k
// Return how many ways of putting the n villagers into the n cottages fit every clue.
function countArrangements(n, clues) {
  return 0;
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
