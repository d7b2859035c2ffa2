// The next k numbers, or null when neither the step rule nor the factor rule fits.
// The numbers are BigInts: the next ones can reach 10^18, beyond a Number's exact range.
function continueSequence(terms, k) {
  const n = terms.length;
  const next = [];
  const d = terms[1] - terms[0];
  let step = true;
  for (let i = 1; i + 1 < n; i++) if (terms[i + 1] - terms[i] !== d) step = false;
  if (step) {
    for (let i = 1; i <= k; i++) next.push(terms[n - 1] + d * BigInt(i));
    return next;
  }
  if (terms.some((term) => term === 0n)) return null;
  if (terms[1] % terms[0] !== 0n) return null;
  const r = terms[1] / terms[0];
  for (let i = 0; i + 1 < n; i++) if (terms[i + 1] !== terms[i] * r) return null;
  let last = terms[n - 1];
  for (let i = 0; i < k; i++) {
    last *= r;
    next.push(last);
  }
  return next;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(data[0]);
const k = Number(data[1]);
const terms = data.slice(2, 2 + n).map(BigInt);
const answer = continueSequence(terms, k);
console.log(answer === null ? 'UNKNOWN' : answer.join(' '));
