function turnGroups(dancers, k) {
  const line = dancers.slice();
  // the full groups start at 0, k, 2k, … while start + k <= n; each is reversed in place
  for (let start = 0; start + k <= line.length; start += k) {
    for (let left = start, right = start + k - 1; left < right; left++, right--) {
      [line[left], line[right]] = [line[right], line[left]];
    }
  }
  return line;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
const dancers = data.slice(2, 2 + n);
console.log(turnGroups(dancers, k).join(' '));
