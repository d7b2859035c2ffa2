// n and k reach 10^18, beyond the exact range of a double: all arithmetic is on BigInt.

// How many numbers from 1 to n start (as words) with the digits of prefix.
function countWithPrefix(prefix, n) {
  let count = 0n;
  let first = prefix;
  let last = prefix;
  while (first <= n) {
    count += (last < n ? last : n) - first + 1n;
    first *= 10n;
    last = last * 10n + 9n;
  }
  return count;
}

function kthInDictionaryOrder(n, k) {
  let current = 1n;
  let steps = k - 1n; // moves still to make from the first word, "1"
  while (steps > 0n) {
    const size = countWithPrefix(current, n);
    if (size <= steps) {
      current += 1n; // skip the whole subtree of current
      steps -= size;
    } else {
      current *= 10n; // step down to the first child
      steps -= 1n;
    }
  }
  return current;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const answers = [];
for (let i = 0; i < q; i++) {
  const n = BigInt(tokens[1 + 2 * i]);
  const k = BigInt(tokens[2 + 2 * i]);
  answers.push(kthInDictionaryOrder(n, k).toString());
}
console.log(answers.join('\n'));
