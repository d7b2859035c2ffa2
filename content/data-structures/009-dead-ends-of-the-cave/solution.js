function deadEnds(n, tunnels) {
  const degree = new Int32Array(n + 1); // tunnels ending at each room
  for (const [a, b] of tunnels) {
    degree[a]++;
    degree[b]++;
  }
  let count = 0;
  for (let room = 2; room <= n; room++) if (degree[room] === 1) count++; // the entrance never counts
  return count;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const tunnels = [];
for (let i = 0; i < n - 1; i++) tunnels.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(deadEnds(n, tunnels)));
