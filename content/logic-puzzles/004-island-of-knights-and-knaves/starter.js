// What a statement claims; parse() turns each line into [kind, first, second, count]:
//   [KNIGHT, x, 0, 0]  "x is a knight"        (x is an index: A is 0, B is 1, ...)
//   [KNAVE, x, 0, 0]   "x is a knave"
//   [ALIKE, x, y, 0]   "x and y are alike"
//   [COUNT, 0, 0, k]   "exactly k of us are knights"
const KNIGHT = 0;
const KNAVE = 1;
const ALIKE = 2;
const COUNT = 3;

// statements[i] is what islander i said. Return an array of n strings ("KNIGHT", "KNAVE" or "AMBIGUOUS"),
// or null when no way of sorting the islanders is consistent.
function verdicts(n, statements) {
  return null;
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
