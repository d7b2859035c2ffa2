function deadEnds(n, tunnels) {
  // tunnels is an array of [a, b] pairs of room numbers (rooms are 1..n, the entrance is room 1).
  // Return the number of dead-end rooms.
  return -1;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const tunnels = [];
for (let i = 0; i < n - 1; i++) tunnels.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(deadEnds(n, tunnels)));
