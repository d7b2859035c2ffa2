// flags[i] is the flag code of ship i + 1, in the order the ships passed. questions holds pairs [l, r].
// Return, for every question in order, how many different flags the ships l to r (both included) flew.
function countFlags(flags, questions) {
  return questions.map(() => 0);
}

const numbers = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = numbers[0];
const q = numbers[1];
const flags = numbers.slice(2, 2 + n);
const base = 2 + n;
const questions = [];
for (let j = 0; j < q; j++) questions.push([numbers[base + 2 * j], numbers[base + 2 * j + 1]]);
console.log(countFlags(flags, questions).join('\n'));
