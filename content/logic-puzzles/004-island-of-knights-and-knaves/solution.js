// What a statement claims; parse() turns each line into [kind, first, second, count]:
//   [KNIGHT, x, 0, 0]  "x is a knight"        (x is an index: A is 0, B is 1, ...)
//   [KNAVE, x, 0, 0]   "x is a knave"
//   [ALIKE, x, y, 0]   "x and y are alike"
//   [COUNT, 0, 0, k]   "exactly k of us are knights"
const KNIGHT = 0;
const KNAVE = 1;
const ALIKE = 2;
const COUNT = 3;

function claimHolds([kind, first, second, count], knights) {
  switch (kind) {
    case KNIGHT:
      return knights[first];
    case KNAVE:
      return !knights[first];
    case ALIKE:
      return knights[first] === knights[second];
    default:
      return knights.filter(Boolean).length === count;
  }
}

// Tries all 2^n ways of sorting the islanders: a way is consistent when every islander's claim holds
// exactly when that islander is a knight. Returns one verdict per islander, or null if no way is.
function verdicts(n, statements) {
  const couldBeKnight = new Array(n).fill(false);
  const couldBeKnave = new Array(n).fill(false);
  let any = false;
  for (let mask = 0; mask < 1 << n; mask++) {
    const knights = [];
    for (let i = 0; i < n; i++) knights.push(((mask >> i) & 1) === 1);
    if (!statements.every((statement, i) => claimHolds(statement, knights) === knights[i])) continue;
    any = true;
    for (let i = 0; i < n; i++) {
      if (knights[i]) couldBeKnight[i] = true;
      else couldBeKnave[i] = true;
    }
  }
  if (!any) return null;
  return couldBeKnight.map((knight, i) =>
    knight && couldBeKnave[i] ? 'AMBIGUOUS' : knight ? 'KNIGHT' : 'KNAVE',
  );
}

function parse(line) {
  const words = line.trim().split(/\s+/);
  const index = (name) => name.charCodeAt(0) - 65;
  if (words[2] === 'exactly') return [COUNT, 0, 0, Number(words[3])];
  if (words[3] === 'and') return [ALIKE, index(words[2]), index(words[4]), 0];
  return [words[5] === 'knight' ? KNIGHT : KNAVE, index(words[2]), 0, 0];
}

const lines = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const n = Number(lines[0]);
const answer = verdicts(n, lines.slice(1, 1 + n).map(parse));
if (answer === null) console.log('IMPOSSIBLE');
else console.log(answer.map((verdict, i) => `${String.fromCharCode(65 + i)} ${verdict}`).join('\n'));
