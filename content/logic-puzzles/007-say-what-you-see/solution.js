// The row after the given number of turns: each turn reads every run of equal digits as its length,
// then its digit (a run is never longer than 9, so its length is one digit).
function afterTurns(row, turns) {
  for (let turn = 0; turn < turns; turn++) {
    const said = [];
    for (let i = 0; i < row.length; ) {
      let j = i;
      while (j < row.length && row[j] === row[i]) j++;
      said.push(j - i, row[i]);
      i = j;
    }
    row = said.join('');
  }
  return row;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(afterTurns(data[0], Number(data[1])));
