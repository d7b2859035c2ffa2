function kthInDictionaryOrder(n, k) {
  // Return the number at position k (from 1) when 1..n are sorted as words in dictionary order.
  // n and k are BigInt (they reach 10^18); return a BigInt too.
  return -1n;
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
