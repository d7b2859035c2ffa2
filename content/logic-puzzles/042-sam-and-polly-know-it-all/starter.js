const data = require('fs').readFileSync(0, 'utf8');

// dialogue is an array of [speaker, claim]: speaker "SAM" (knows the sum) or "POLLY" (knows the
// product); claim "KNOWS", "DOES_NOT_KNOW" or "KNOWS_YOU_DO_NOT_KNOW".
// Return the array of pairs [x, y] with lo <= x < y <= hi that fit the whole dialogue, in order of x,
// then y.
function survivingPairs(lo, hi, dialogue) {
  return [];
}

const tokens = data.trim().split(/\s+/);
const [lo, hi, d] = tokens.slice(0, 3).map(Number);
const dialogue = [];
for (let i = 0; i < d; i++) dialogue.push([tokens[3 + 2 * i], tokens[4 + 2 * i]]);
const pairs = survivingPairs(lo, hi, dialogue);
const lines = [String(pairs.length)];
if (pairs.length <= 100) for (const [x, y] of pairs) lines.push(`${x} ${y}`);
console.log(lines.join('\n'));
