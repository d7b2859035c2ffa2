function deepestShared(parents, a, b) {
  // parents[i] is the parent of folder i for 2 <= i <= n (parents[0] and parents[1] are 0).
  // Return the deepest folder that holds both a and b.
  return 1;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const parents = [0, 0, ...data.slice(1, n)];
const q = data[n];
const answers = [];
for (let i = 0; i < q; i++) answers.push(deepestShared(parents, data[n + 1 + 2 * i], data[n + 2 + 2 * i]));
console.log(answers.join('\n'));
