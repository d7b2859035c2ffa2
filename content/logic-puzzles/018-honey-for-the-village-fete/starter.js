// Return the least bill, in pennies, for at least q jars at a stall selling them at `price` each,
// whose offer is `kind` ("PERCENT", "FREE", "BULK" or "COUPON") with numbers x and y:
// PERCENT x, FREE x y (a = x, b = y), BULK x y (m = x, c = y), COUPON x y (t = x, d = y). (y is 0 for PERCENT.)
function bestBill(q, price, kind, x, y) {
  return 0;
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
