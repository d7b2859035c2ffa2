const data = require('fs').readFileSync(0, 'utf8');

// A stack of n pancakes (sizes 1..n, top first) is stored as a number: 3 bits per pancake, top lowest.
function encode(stack) {
  let key = 0;
  for (let i = stack.length - 1; i >= 0; i--) key = (key << 3) | (stack[i] - 1);
  return key;
}

function decode(key, n) {
  const stack = [];
  for (let i = 0; i < n; i++, key >>= 3) stack.push((key & 7) + 1);
  return stack;
}

// flips[key]: fewest flips between the sorted stack of n pancakes and the stack key (255: unseen).
// A flip undone is the same flip, so one breadth-first search from the sorted stack answers every stack.
function allDistances(n) {
  const flips = new Uint8Array(1 << (3 * n)).fill(255);
  const sorted = [];
  for (let i = 0; i < n; i++) sorted.push(i + 1);
  const queue = [encode(sorted)];
  flips[queue[0]] = 0;
  for (let head = 0; head < queue.length; head++) {
    const key = queue[head];
    for (let k = 2; k <= n; k++) {
      const stack = decode(key, n);
      // flip the top k pancakes
      for (let i = 0, j = k - 1; i < j; i++, j--) [stack[i], stack[j]] = [stack[j], stack[i]];
      const flipped = encode(stack);
      if (flips[flipped] === 255) {
        flips[flipped] = flips[key] + 1;
        queue.push(flipped);
      }
    }
  }
  return flips;
}

function fewestFlips(stacks) {
  const flips = []; // one table per stack size, built when first needed
  return stacks.map((stack) => {
    const n = stack.length;
    if (!flips[n]) flips[n] = allDistances(n);
    return flips[n][encode(stack)];
  });
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
