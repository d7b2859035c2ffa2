const data = require('fs').readFileSync(0, 'utf8');

// passes[r] is the number of passes in round r + 1.
// Return the array of the n children: those who leave, in order, then the winner.
function play(n, passes) {
  return Array.from({ length: n }, (_, i) => i + 1);
}

const numbers = data.split(/\s+/).filter((word) => word.length > 0).map(Number);
const n = numbers[0];
const passes = numbers.slice(1, n);
console.log(play(n, passes).join(' '));
