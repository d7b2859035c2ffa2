// Return an array with one number per question: the total snow on its rectangle of plots.
// falls[i] is [r1, c1, r2, c2, h]; questions[j] is [r1, c1, r2, c2]; rows and columns count from 1.
function snowTotals(r, c, falls, questions) {
  return questions.map(() => 0);
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c, k, q] = data;
const falls = [];
for (let i = 0; i < k; i++) falls.push(data.slice(4 + 5 * i, 9 + 5 * i));
const base = 4 + 5 * k;
const questions = [];
for (let j = 0; j < q; j++) questions.push(data.slice(base + 4 * j, base + 4 * j + 4));
console.log(snowTotals(r, c, falls, questions).join('\n'));
