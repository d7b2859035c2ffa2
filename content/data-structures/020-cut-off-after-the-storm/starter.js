const data = require('fs').readFileSync(0, 'utf8');

// roads is an array of pairs [a, b]. Return the array of villages that cannot reach village 1,
// in increasing order.
function cutOff(n, roads) {
  return [];
}

const numbers = data.split(/\s+/).filter((token) => token.length > 0).map(Number);
const [n, m] = numbers;
const roads = [];
for (let i = 0; i < m; i++) roads.push([numbers[2 + 2 * i], numbers[3 + 2 * i]]);
const villages = cutOff(n, roads);
console.log(villages.length > 0 ? villages.join(' ') : 'NONE');
