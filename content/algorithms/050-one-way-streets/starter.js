function streetsToAdd(n, streets) {
  // Return the fewest new one-way streets needed so that every intersection 1..n can reach every other.
  // streets is a list of [a, b] pairs: a street from a to b.
  return -1;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const streets = [];
for (let i = 0; i < m; i++) streets.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(streetsToAdd(n, streets)));
