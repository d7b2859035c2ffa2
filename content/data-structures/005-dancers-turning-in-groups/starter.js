function turnGroups(dancers, k) {
  // Return the line after every full group of k dancers, from the front, is reversed.
  return dancers;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
const dancers = data.slice(2, 2 + n);
console.log(turnGroups(dancers, k).join(' '));
