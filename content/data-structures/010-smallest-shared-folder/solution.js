function deepestShared(parents, a, b) {
  // Mark the folders holding a, then climb from b to the first marked one.
  const holdsA = new Uint8Array(parents.length);
  for (let folder = a; folder !== 0; folder = parents[folder]) holdsA[folder] = 1;
  let folder = b;
  while (!holdsA[folder]) folder = parents[folder];
  return folder;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const parents = [0, 0, ...data.slice(1, n)];
const q = data[n];
const answers = [];
for (let i = 0; i < q; i++) answers.push(deepestShared(parents, data[n + 1 + 2 * i], data[n + 2 + 2 * i]));
console.log(answers.join('\n'));
