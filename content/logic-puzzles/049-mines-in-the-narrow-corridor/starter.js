const data = require('fs').readFileSync(0, 'utf8');

// rows holds the corridor's two rows, strings of n characters: a digit for an uncovered cell, '?' for
// a covered one. Return the two rows with every covered cell replaced by '*' (a mine in every layout),
// '-' (safe in every layout) or '?' (it depends), or null when no layout fits the numbers.
function deduce(n, rows) {
  return rows;
}

const tokens = data.trim().split(/\s+/);
const answer = deduce(Number(tokens[0]), tokens.slice(1, 3));
console.log(answer === null ? 'IMPOSSIBLE' : answer.join('\n'));
