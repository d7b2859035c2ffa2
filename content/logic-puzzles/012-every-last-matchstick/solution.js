const STICKS = [6, 2, 5, 5, 4, 5, 6, 3, 7, 6]; // matchsticks needed by the digits 0..9

// The number with `digits` digits and exactly m matchsticks, choosing each digit from the left as the
// largest (wantLargest) or smallest one that leaves a workable count for the rest (2 to 7 per digit).
function build(m, digits, wantLargest) {
  let out = '';
  let left = m;
  for (let i = 0; i < digits; i++) {
    const rest = digits - i - 1;
    for (let step = 0; step < 10; step++) {
      const d = wantLargest ? 9 - step : step;
      if (d === 0 && i === 0 && digits > 1) continue;
      const after = left - STICKS[d];
      if (2 * rest <= after && after <= 7 * rest) {
        out += d;
        left = after;
        break;
      }
    }
  }
  return out;
}

// The largest number has as many digits as possible (m / 2), the smallest as few as possible
// (m / 7 rounded up); null when m matchsticks make no number.
function extremes(m) {
  if (m < 2) return null;
  return [build(m, Math.floor(m / 2), true), build(m, Math.ceil(m / 7), false)];
}

const m = Number(require('fs').readFileSync(0, 'utf8').trim());
const answer = extremes(m);
console.log(answer === null ? 'IMPOSSIBLE' : `${answer[0]}\n${answer[1]}`);
