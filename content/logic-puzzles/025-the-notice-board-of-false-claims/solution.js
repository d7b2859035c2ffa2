const data = require('fs').readFileSync(0, 'utf8');

// With f false notes, the right claims are: EXACTLY f, ATLEAST x for x <= f, ATMOST x for x >= f.
// Reading the board with f false notes is consistent when exactly n - f notes are right. Counting the
// notes of each kind per number lets one sweep over f keep all three counts up to date.
function consistentFalseCounts(kinds, xs) {
  const n = kinds.length;
  const exactly = new Int32Array(n + 1);
  const atLeast = new Int32Array(n + 1);
  const atMost = new Int32Array(n + 1);
  let atMostFrom = 0; // ATMOST notes with x >= f
  for (let i = 0; i < n; i++) {
    if (kinds[i] === 'EXACTLY') exactly[xs[i]]++;
    else if (kinds[i] === 'ATLEAST') atLeast[xs[i]]++;
    else {
      atMost[xs[i]]++;
      atMostFrom++;
    }
  }
  const found = [];
  let atLeastUpTo = 0; // ATLEAST notes with x <= f
  for (let f = 0; f <= n; f++) {
    atLeastUpTo += atLeast[f];
    if (f > 0) atMostFrom -= atMost[f - 1];
    const right = exactly[f] + atLeastUpTo + atMostFrom;
    if (n - right === f) found.push(f);
  }
  return found;
}

const tokens = data.trim().split(/\s+/);
const n = Number(tokens[0]);
const kinds = [];
const xs = [];
for (let i = 0; i < n; i++) {
  kinds.push(tokens[1 + 2 * i]);
  xs.push(Number(tokens[2 + 2 * i]));
}
const found = consistentFalseCounts(kinds, xs);
console.log(found.length > 0 ? `${found.length} ${found[0]} ${found[found.length - 1]}` : 'PARADOX');
