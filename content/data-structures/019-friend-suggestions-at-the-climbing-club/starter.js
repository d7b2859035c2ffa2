const data = require('fs').readFileSync(0, 'utf8');

// friends[x] is the array of x's friends (friends[0] is unused).
// Return p's suggested members, most mutual friends first, smaller number first on ties.
function suggestions(friends, p) {
  return [];
}

const numbers = data.split(/\s+/).filter((token) => token.length > 0).map(Number);
const [n, m] = numbers;
const friends = Array.from({ length: n + 1 }, () => []);
for (let i = 0; i < m; i++) {
  const a = numbers[2 + 2 * i];
  const b = numbers[3 + 2 * i];
  friends[a].push(b);
  friends[b].push(a);
}
const position = 2 + 2 * m;
const q = numbers[position];
const lines = [];
for (let i = 0; i < q; i++) {
  const found = suggestions(friends, numbers[position + 1 + i]);
  lines.push(found.length > 0 ? found.join(' ') : 'NONE');
}
console.log(lines.join('\n'));
