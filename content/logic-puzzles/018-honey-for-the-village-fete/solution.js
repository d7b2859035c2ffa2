// The least bill for at least q jars at one stall (see the statement for the meaning of x and y).
// Every amount stays far below 2^53, so plain numbers are exact.
function bestBill(q, price, kind, x, y) {
  if (kind === 'PERCENT') return Math.floor((q * price * (100 - x) + 99) / 100); // rounded up to a penny
  if (kind === 'FREE') {
    const groups = Math.floor(q / (x + y));
    const rest = q % (x + y);
    return (groups * x + Math.min(rest, x)) * price;
  }
  const plain = q * price;
  if (kind === 'BULK') return Math.min(Math.max(q, x) * y, plain); // buying m jars may be cheaper than q
  const needed = Math.ceil(x / price); // COUPON: jars needed to reach the threshold
  return Math.min(Math.max(q, needed) * price - y, plain);
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(data[0]);
const s = Number(data[1]);
let best = null;
let pos = 2;
for (let i = 1; i <= s; i++) {
  const price = Number(data[pos]);
  const kind = data[pos + 1];
  const x = Number(data[pos + 2]);
  pos += 3;
  let y = 0;
  if (kind !== 'PERCENT') {
    y = Number(data[pos]);
    pos++;
  }
  const bill = bestBill(q, price, kind, x, y);
  if (best === null || bill < best[1]) best = [i, bill];
}
console.log(`${best[0]} ${best[1]}`);
