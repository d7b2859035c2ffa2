// Whether a digit repeats among the cells.
function hasRepeat(cells) {
  const digits = cells.filter((c) => c !== '.');
  return new Set(digits).size < digits.length;
}

// The broken units: rows first, then columns, then boxes, each in increasing order.
function brokenUnits(grid) {
  const rows = [];
  const columns = [];
  const boxes = [];
  for (let k = 0; k < 9; k++) {
    const row = [];
    const column = [];
    const box = [];
    for (let i = 0; i < 9; i++) {
      row.push(grid[k][i]);
      column.push(grid[i][k]);
      box.push(grid[3 * Math.floor(k / 3) + Math.floor(i / 3)][3 * (k % 3) + (i % 3)]);
    }
    if (hasRepeat(row)) rows.push(`ROW ${k + 1}`);
    if (hasRepeat(column)) columns.push(`COLUMN ${k + 1}`);
    if (hasRepeat(box)) boxes.push(`BOX ${k + 1}`);
  }
  return [...rows, ...columns, ...boxes];
}

const grid = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).slice(0, 9);
const broken = brokenUnits(grid);
console.log(broken.length > 0 ? broken.join('\n') : 'ALL GOOD');
