function generations(parents) {
  // parents[i - 1] is the parent of person i (0 for the founder).
  // Return the number of generations in the family tree.
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const parents = data.slice(1, 1 + n);
console.log(String(generations(parents)));
