function shortestRoundTrip(t) {
  const n = t.length;
  if (n === 1) return 0;
  // The drop points 1..n-1 are bits 0..k-1 of a mask, with k = n - 1.
  // best[mask * k + j]: shortest time from the base through exactly the points of mask, ending at
  // point j + 1 (-1 marks an impossible state).
  const k = n - 1;
  const full = (1 << k) - 1;
  const best = new Float64Array((full + 1) * k).fill(-1);
  for (let j = 0; j < k; j++) best[(1 << j) * k + j] = t[0][j + 1];
  for (let mask = 1; mask <= full; mask++) {
    for (let j = 0; j < k; j++) {
      const here = best[mask * k + j];
      if (here < 0) continue;
      for (let next = 0; next < k; next++) {
        if (mask & (1 << next)) continue;
        const to = (mask | (1 << next)) * k + next;
        const time = here + t[j + 1][next + 1];
        if (best[to] < 0 || time < best[to]) best[to] = time;
      }
    }
  }
  let answer = -1;
  for (let j = 0; j < k; j++) {
    const time = best[full * k + j] + t[j + 1][0]; // fly back to the base
    if (answer < 0 || time < answer) answer = time;
  }
  return answer;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const t = [];
for (let i = 0; i < n; i++) t.push(data.slice(1 + i * n, 1 + (i + 1) * n));
console.log(String(shortestRoundTrip(t)));
