function canSplit(n, rivalries) {
  const adj = Array.from({ length: n + 1 }, () => []);
  for (const [a, b] of rivalries) {
    adj[a].push(b);
    adj[b].push(a);
  }
  const team = new Int8Array(n + 1).fill(-1); // -1: no team yet, else 0 or 1
  const queue = new Int32Array(n);
  // Breadth-first search from every player without a team: each rival goes to the other team.
  for (let first = 1; first <= n; first++) {
    if (team[first] !== -1) continue;
    team[first] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = first;
    while (head < tail) {
      const x = queue[head++];
      for (const y of adj[x]) {
        if (team[y] === -1) {
          team[y] = 1 - team[x];
          queue[tail++] = y;
        } else if (team[y] === team[x]) {
          return false; // two rivals in the same team
        }
      }
    }
  }
  return true;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rivalries = [];
for (let i = 0; i < m; i++) rivalries.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(canSplit(n, rivalries) ? 'YES' : 'NO');
