// terms are BigInts (the next numbers can reach 10^18, beyond a Number's exact range).
// Return the next k numbers as an array of BigInts, or null when the sequence follows neither rule.
function continueSequence(terms, k) {
  return null;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(data[0]);
const k = Number(data[1]);
const terms = data.slice(2, 2 + n).map(BigInt);
const answer = continueSequence(terms, k);
console.log(answer === null ? 'UNKNOWN' : answer.join(' '));
