function fewestCoins(coins, amount) {
  // Return the fewest coins (unlimited supply of each value) that add up to exactly amount, or -1.
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [k, amount] = data;
const coins = data.slice(2, 2 + k);
console.log(String(fewestCoins(coins, amount)));
