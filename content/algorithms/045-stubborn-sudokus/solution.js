const ALL_DIGITS = 0x3fe; // bits 1..9

function boxOf(r, c) {
  return Math.floor(r / 3) * 3 + Math.floor(c / 3);
}

function bitCount(x) {
  let count = 0;
  for (; x; x &= x - 1) count++;
  return count;
}

function solve(grid) {
  const board = grid.map((row) => row.split(''));
  const rows = new Int32Array(9); // bit d set = digit d already used there
  const cols = new Int32Array(9);
  const boxes = new Int32Array(9);
  const empty = []; // the cells still to fill, as [r, c]
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (board[r][c] === '.') {
        empty.push([r, c]);
      } else {
        const bit = 1 << Number(board[r][c]);
        rows[r] |= bit;
        cols[c] |= bit;
        boxes[boxOf(r, c)] |= bit;
      }
    }
  }

  // Fill empty cells filled.., always branching on the cell with the fewest candidates.
  function search(filled) {
    if (filled === empty.length) return true;
    let best = filled;
    let bestOptions = 0;
    let bestCount = 10;
    for (let i = filled; i < empty.length; i++) {
      const [r, c] = empty[i];
      const options = ALL_DIGITS & ~(rows[r] | cols[c] | boxes[boxOf(r, c)]);
      const count = bitCount(options);
      if (count < bestCount) {
        best = i;
        bestOptions = options;
        bestCount = count;
        if (count <= 1) break;
      }
    }
    if (bestCount === 0) return false; // some cell has no digit left: undo
    [empty[filled], empty[best]] = [empty[best], empty[filled]];
    const [r, c] = empty[filled];
    const b = boxOf(r, c);
    for (let options = bestOptions; options; options &= options - 1) {
      const bit = options & -options;
      rows[r] |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
      if (search(filled + 1)) {
        board[r][c] = String(31 - Math.clz32(bit));
        return true;
      }
      rows[r] ^= bit;
      cols[c] ^= bit;
      boxes[b] ^= bit;
    }
    [empty[filled], empty[best]] = [empty[best], empty[filled]];
    return false;
  }

  search(0);
  return board.map((row) => row.join(''));
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const t = Number(tokens[0]);
const lines = [];
for (let p = 0; p < t; p++) lines.push(...solve(tokens.slice(1 + 9 * p, 10 + 9 * p)));
console.log(lines.join('\n'));
