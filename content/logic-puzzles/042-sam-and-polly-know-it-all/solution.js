const data = require('fs').readFileSync(0, 'utf8');

// The worlds the listeners still consider possible: all pairs lo <= x < y <= hi at first. Every statement
// is heard by both, and keeps exactly the worlds in which it is true.
function survivingPairs(lo, hi, dialogue) {
  let xs = [];
  let ys = [];
  for (let x = lo; x <= hi; x++) {
    for (let y = x + 1; y <= hi; y++) {
      xs.push(x);
      ys.push(y);
    }
  }
  const top = hi * hi + 1; // above every sum and product
  for (const [speaker, claim] of dialogue) {
    const n = xs.length;
    const sums = new Int32Array(n);
    const products = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      sums[i] = xs[i] + ys[i];
      products[i] = xs[i] * ys[i];
    }
    const [mine, yours] = speaker === 'SAM' ? [sums, products] : [products, sums];
    const count = new Int32Array(top); // how many worlds share each value
    const other = new Int32Array(top);
    for (let i = 0; i < n; i++) {
      count[mine[i]]++;
      other[yours[i]]++;
    }
    // KNOWS_YOU_DO_NOT_KNOW: in every world the speaker cannot rule out, the listener is unsure
    const bad = new Uint8Array(top);
    for (let i = 0; i < n; i++) if (other[yours[i]] === 1) bad[mine[i]] = 1;
    const keptXs = [];
    const keptYs = [];
    for (let i = 0; i < n; i++) {
      let keep;
      if (claim === 'KNOWS') keep = count[mine[i]] === 1;
      else if (claim === 'DOES_NOT_KNOW') keep = count[mine[i]] >= 2;
      else keep = !bad[mine[i]];
      if (keep) {
        keptXs.push(xs[i]);
        keptYs.push(ys[i]);
      }
    }
    xs = keptXs;
    ys = keptYs;
  }
  return xs.map((x, i) => [x, ys[i]]); // still in order of x, then y
}

const tokens = data.trim().split(/\s+/);
const [lo, hi, d] = tokens.slice(0, 3).map(Number);
const dialogue = [];
for (let i = 0; i < d; i++) dialogue.push([tokens[3 + 2 * i], tokens[4 + 2 * i]]);
const pairs = survivingPairs(lo, hi, dialogue);
const lines = [String(pairs.length)];
if (pairs.length <= 100) for (const [x, y] of pairs) lines.push(`${x} ${y}`);
console.log(lines.join('\n'));
