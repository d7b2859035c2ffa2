const data = require('fs').readFileSync(0, 'utf8');

// Totals stay below 2^53 (at most 3 * 10^9 per pair of hikers), so ordinary numbers are exact.
function fewestMinutes(times) {
  const t = Float64Array.from(times).sort();
  let total = 0;
  let left = t.length; // hikers t[0..left-1] are still on the near side, with the lantern
  while (left > 3) {
    // Move the two slowest across and bring the lantern back, in the cheaper of two ways:
    // the fastest escorts each of them, or the two slowest cross together.
    const escort = 2 * t[0] + t[left - 2] + t[left - 1];
    const pairUp = t[0] + 2 * t[1] + t[left - 1];
    total += Math.min(escort, pairUp);
    left -= 2;
  }
  if (left === 3) total += t[0] + t[1] + t[2];
  else if (left === 2) total += t[1];
  else total += t[0];
  return total;
}

const tokens = data.trim().split(/\s+/);
const n = Number(tokens[0]);
const times = tokens.slice(1, 1 + n).map(Number);
console.log(String(fewestMinutes(times)));
