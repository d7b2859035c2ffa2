const data = require('fs').readFileSync(0, 'utf8');

function deduce(n, blocks, row) {
  // Work on the row with one extra empty cell at the end. It is cut, from left to right, into pieces:
  // a single empty cell, or block j followed by one empty cell.
  const k = blocks.length;
  const w = k + 1;
  const cells = row + '.';
  const dots = new Int32Array(n + 2); // dots[i]: how many of the first i cells are known empty
  for (let i = 0; i <= n; i++) dots[i + 1] = dots[i] + (cells[i] === '.' ? 1 : 0);
  // block j can start at s: its cells are not known empty and the cell after it is not known filled
  const fits = (s, j) => {
    const b = blocks[j];
    return s + b <= n && dots[s + b] === dots[s] && cells[s + b] !== '#';
  };
  // pre[i*w + j]: the first i cells can hold exactly blocks 0..j-1; suf[i*w + j]: cells i.. can hold
  // blocks j..
  const pre = new Uint8Array((n + 2) * w);
  const suf = new Uint8Array((n + 2) * w);
  pre[0] = 1;
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= k; j++) {
      if (!pre[i * w + j]) continue;
      if (cells[i] !== '#') pre[(i + 1) * w + j] = 1;
      if (j < k && fits(i, j)) pre[(i + blocks[j] + 1) * w + j + 1] = 1;
    }
  }
  if (!pre[(n + 1) * w + k]) return 'CONTRADICTION';
  suf[(n + 1) * w + k] = 1;
  for (let i = n; i >= 0; i--) {
    for (let j = 0; j <= k; j++) {
      const lone = cells[i] !== '#' && suf[(i + 1) * w + j];
      const block = j < k && fits(i, j) && suf[(i + blocks[j] + 1) * w + j + 1];
      suf[i * w + j] = lone || block ? 1 : 0;
    }
  }
  const canFill = new Int32Array(n + 2); // a difference array: +1 where a possible block starts, -1 after its end
  const canEmpty = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= k; j++) {
      if (!pre[i * w + j]) continue;
      if (cells[i] !== '#' && suf[(i + 1) * w + j]) canEmpty[i] = 1; // a lone empty cell between blocks
      if (j < k && fits(i, j) && suf[(i + blocks[j] + 1) * w + j + 1]) {
        // block j can sit at i..i+b-1, with an empty cell after it
        canFill[i]++;
        canFill[i + blocks[j]]--;
        if (i + blocks[j] < n) canEmpty[i + blocks[j]] = 1;
      }
    }
  }
  let out = '';
  let covered = 0;
  for (let i = 0; i < n; i++) {
    covered += canFill[i];
    out += covered === 0 ? '.' : canEmpty[i] ? '?' : '#';
  }
  return out;
}

const tokens = data.trim().split(/\s+/);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
const blocks = tokens.slice(2, 2 + k).map(Number);
console.log(deduce(n, blocks, tokens[2 + k]));
