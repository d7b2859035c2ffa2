const data = require('fs').readFileSync(0, 'utf8');

// Berlekamp-Massey over bits finds the shortest rule s[t] = XOR of c[i] * s[t - i] (i = 1..L) that
// produces the tape; the machine then goes on by the same rule.
function predict(bits, k) {
  const n = bits.length;
  const c = new Uint8Array(n + 2); // the current rule
  let b = new Uint8Array(n + 2); // the rule before the last change of length
  c[0] = 1;
  b[0] = 1;
  let length = 0;
  let shift = 1;
  for (let t = 0; t < n; t++) {
    let d = bits[t];
    for (let i = 1; i <= length; i++) d ^= c[i] & bits[t - i];
    if (d) {
      // the rule mispredicts s[t]: repair it with the older rule
      const saved = c.slice();
      for (let i = 0; i + shift <= n; i++) c[i + shift] ^= b[i];
      if (2 * length <= t) {
        length = t + 1 - length;
        b = saved;
        shift = 1;
      } else {
        shift++;
      }
    } else {
      shift++;
    }
  }
  const tape = new Uint8Array(n + k); // continue the tape with the rule
  tape.set(bits);
  for (let t = n; t < n + k; t++) {
    let v = 0;
    for (let i = 1; i <= length; i++) v ^= c[i] & tape[t - i];
    tape[t] = v;
  }
  return [length, tape.subarray(n).join('')];
}

const tokens = data.trim().split(/\s+/);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
const bits = Array.from(tokens[2].slice(0, n), (ch) => (ch === '1' ? 1 : 0));
const [wheels, following] = predict(bits, k);
console.log(`${wheels}\n${following}`);
