// grid is an array of 9 strings of 9 characters ('1'-'9' or '.'), the rows from top to bottom.
// Return the broken units as strings like "ROW 3", "COLUMN 1", "BOX 7": rows first, then columns,
// then boxes, each in increasing order. Return an empty array when nothing is broken.
function brokenUnits(grid) {
  return [];
}

const grid = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).slice(0, 9);
const broken = brokenUnits(grid);
console.log(broken.length > 0 ? broken.join('\n') : 'ALL GOOD');
