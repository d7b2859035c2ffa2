function middleCard(following, start) {
  // following[i] is the card that card i names next (0 for none); following[0] is unused.
  // Return the middle card of the hunt that begins at card start.
  return start;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, start] = data;
const following = [0, ...data.slice(2, 2 + n)];
console.log(String(middleCard(following, start)));
