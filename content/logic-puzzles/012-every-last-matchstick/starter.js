const STICKS = [6, 2, 5, 5, 4, 5, 6, 3, 7, 6]; // matchsticks needed by the digits 0..9

// Return [largest, smallest] as strings of digits, using exactly m matchsticks each,
// or null when no number can be made from exactly m matchsticks.
function extremes(m) {
  return ['0', '0'];
}

const m = Number(require('fs').readFileSync(0, 'utf8').trim());
const answer = extremes(m);
console.log(answer === null ? 'IMPOSSIBLE' : `${answer[0]}\n${answer[1]}`);
