// Return the formula's value (true or false) when the sensors are p, q and r.
function evaluate(tokens, p, q, r) {
  return false;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const results = [];
for (let i = 0; i < 8; i++) results.push(evaluate(tokens, Boolean(i & 4), Boolean(i & 2), Boolean(i & 1)));
const trues = results.filter(Boolean).length;
console.log(results.map((value) => (value ? 'T' : 'F')).join(''));
console.log(trues === 8 ? 'ALWAYS' : trues === 0 ? 'NEVER' : 'SOMETIMES');
