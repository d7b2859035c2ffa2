const data = require('fs').readFileSync(0, 'utf8');

function verdict(n, weighings) {
  // Coin i can be a heavier fake only if it sat on the heavier pan in every weighing that tipped and on
  // no pan of a weighing that balanced; likewise for a lighter fake.
  const onHeavier = new Int32Array(n + 1);
  const onLighter = new Int32Array(n + 1);
  const balanced = new Uint8Array(n + 1);
  let tipped = 0;
  for (const [left, right, result] of weighings) {
    if (result === '=') {
      for (const coin of left) balanced[coin] = 1;
      for (const coin of right) balanced[coin] = 1;
      continue;
    }
    tipped++;
    const [heavyPan, lightPan] = result === '>' ? [left, right] : [right, left];
    for (const coin of heavyPan) onHeavier[coin]++;
    for (const coin of lightPan) onLighter[coin]++;
  }
  let suspects = 0;
  let suspect = 0;
  let heavier = false;
  let lighter = false;
  for (let coin = 1; coin <= n; coin++) {
    if (balanced[coin]) continue;
    const canBeHeavier = onHeavier[coin] === tipped;
    const canBeLighter = onLighter[coin] === tipped;
    if (canBeHeavier || canBeLighter) {
      suspects++;
      suspect = coin;
      heavier = canBeHeavier;
      lighter = canBeLighter;
    }
  }
  if (suspects === 0) return 'INCONSISTENT';
  if (suspects > 1) return `AMBIGUOUS ${suspects}`;
  return `${suspect} ${heavier && lighter ? 'EITHER' : heavier ? 'HEAVIER' : 'LIGHTER'}`;
}

const tokens = data.trim().split(/\s+/);
const n = Number(tokens[0]);
const w = Number(tokens[1]);
const weighings = [];
let position = 2;
for (let j = 0; j < w; j++) {
  const k = Number(tokens[position]);
  const left = tokens.slice(position + 1, position + 1 + k).map(Number);
  const right = tokens.slice(position + 1 + k, position + 1 + 2 * k).map(Number);
  const result = tokens[position + 1 + 2 * k];
  position += 2 + 2 * k;
  weighings.push([left, right, result]);
}
console.log(verdict(n, weighings));
