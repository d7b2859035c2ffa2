// Return the row on the board after the given number of turns.
function afterTurns(row, turns) {
  return '';
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(afterTurns(data[0], Number(data[1])));
