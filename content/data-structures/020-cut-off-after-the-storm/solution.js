const data = require('fs').readFileSync(0, 'utf8');

// roads is an array of pairs [a, b]. Return the array of villages that cannot reach village 1,
// in increasing order.
function cutOff(n, roads) {
  const neighbours = Array.from({ length: n + 1 }, () => []);
  for (const [a, b] of roads) {
    neighbours[a].push(b);
    neighbours[b].push(a);
  }
  // Breadth-first search from village 1 marks every village that can reach it.
  const reached = new Uint8Array(n + 1);
  const queue = [1];
  reached[1] = 1;
  for (let head = 0; head < queue.length; head++) {
    for (const other of neighbours[queue[head]]) {
      if (!reached[other]) {
        reached[other] = 1;
        queue.push(other);
      }
    }
  }
  const villages = [];
  for (let v = 1; v <= n; v++) if (!reached[v]) villages.push(v);
  return villages;
}

const numbers = data.split(/\s+/).filter((token) => token.length > 0).map(Number);
const [n, m] = numbers;
const roads = [];
for (let i = 0; i < m; i++) roads.push([numbers[2 + 2 * i], numbers[3 + 2 * i]]);
const villages = cutOff(n, roads);
console.log(villages.length > 0 ? villages.join(' ') : 'NONE');
