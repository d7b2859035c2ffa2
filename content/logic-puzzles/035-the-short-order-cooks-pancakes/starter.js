const data = require('fs').readFileSync(0, 'utf8');

// stacks[i] lists a stack's pancakes from the top down (a permutation of 1..n). Return an array with, for
// every stack, the fewest flips that leave the smallest pancake on top and the largest at the bottom.
function fewestFlips(stacks) {
  return stacks.map(() => 0);
}

const tokens = data.trim().split(/\s+/).map(Number);
const q = tokens[0];
const stacks = [];
let position = 1;
for (let i = 0; i < q; i++) {
  const n = tokens[position];
  stacks.push(tokens.slice(position + 1, position + 1 + n));
  position += 1 + n;
}
process.stdout.write(fewestFlips(stacks).join('\n') + '\n');
