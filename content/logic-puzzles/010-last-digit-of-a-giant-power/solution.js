// a and b are strings of decimal digits. Returns the last digit of a to the power b.
function lastDigit(a, b) {
  const base = Number(a[a.length - 1]);
  // The last digits of powers repeat with a cycle dividing 4, and b mod 4 depends on b's last two digits.
  const tail = Number(b.slice(-2));
  const exponent = tail % 4 === 0 ? 4 : tail % 4;
  let result = 1;
  for (let i = 0; i < exponent; i++) result = (result * base) % 10;
  return result;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(data[0]);
const lines = [];
for (let i = 0; i < q; i++) lines.push(lastDigit(data[1 + 2 * i], data[2 + 2 * i]));
console.log(lines.join('\n'));
