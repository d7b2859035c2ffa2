function fewestCoins(coins, amount) {
  const impossible = amount + 1; // more coins than any real answer can need
  // best[x] = fewest coins that make exactly x
  const best = new Int32Array(amount + 1).fill(impossible);
  best[0] = 0;
  for (let x = 1; x <= amount; x++) {
    for (const c of coins) {
      if (c <= x && best[x - c] + 1 < best[x]) best[x] = best[x - c] + 1;
    }
  }
  return best[amount] === impossible ? -1 : best[amount];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [k, amount] = data;
const coins = data.slice(2, 2 + k);
console.log(String(fewestCoins(coins, amount)));
