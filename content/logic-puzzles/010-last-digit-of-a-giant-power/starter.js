// a and b are strings of decimal digits. Return the last digit of a to the power b.
function lastDigit(a, b) {
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(data[0]);
const lines = [];
for (let i = 0; i < q; i++) lines.push(lastDigit(data[1 + 2 * i], data[2 + 2 * i]));
console.log(lines.join('\n'));
