const data = require('fs').readFileSync(0, 'utf8');

const POP = [0, 1, 1, 2]; // mines in a column

// A column's mines are 2 bits: bit 0 for the top cell, bit 1 for the bottom one. A state is the pair
// (previous column, this column), coded as 4 * previous + this; a set of states is a 16-bit mask.
function deduce(n, rows) {
  const [top, bottom] = rows;
  // mines m may lie in column i (outside the corridor there are no mines)
  const allowed = (i, m) => {
    if (i < 0 || i >= n) return m === 0;
    if (m & 1 && top[i] !== '?') return false;
    if (m & 2 && bottom[i] !== '?') return false;
    return true;
  };
  // the numbers in column i agree with mines a, b, c in columns i - 1, i, i + 1
  const fine = (i, a, b, c) => {
    const around = POP[a] + POP[c];
    if (top[i] !== '?' && Number(top[i]) !== around + (b >> 1)) return false;
    if (bottom[i] !== '?' && Number(bottom[i]) !== around + (b & 1)) return false;
    return true;
  };
  const forward = new Int32Array(n + 1); // states that fit everything to the left
  const backward = new Int32Array(n + 1); // ... and can be completed to the right
  for (let b = 0; b < 4; b++) if (allowed(0, b)) forward[0] |= 1 << b;
  for (let i = 0; i < n; i++) {
    for (let s = 0; s < 16; s++) {
      if (!((forward[i] >> s) & 1)) continue;
      const a = s >> 2;
      const b = s & 3;
      for (let c = 0; c < 4; c++) {
        if (allowed(i + 1, c) && fine(i, a, b, c)) forward[i + 1] |= 1 << (b * 4 + c);
      }
    }
  }
  if (!forward[n]) return null;
  backward[n] = forward[n];
  for (let i = n - 1; i >= 0; i--) {
    for (let s = 0; s < 16; s++) {
      if (!((forward[i] >> s) & 1)) continue;
      const a = s >> 2;
      const b = s & 3;
      for (let c = 0; c < 4; c++) {
        if ((backward[i + 1] >> (b * 4 + c)) & 1 && fine(i, a, b, c)) {
          backward[i] |= 1 << s;
          break;
        }
      }
    }
  }
  const newTop = [];
  const newBottom = [];
  for (let i = 0; i < n; i++) {
    let seenTop = 0; // bit 0: can be safe, bit 1: can be a mine
    let seenBottom = 0;
    for (let s = 0; s < 16; s++) {
      if (!((backward[i] >> s) & 1)) continue;
      const b = s & 3;
      seenTop |= b & 1 ? 2 : 1;
      seenBottom |= b & 2 ? 2 : 1;
    }
    newTop.push(top[i] === '?' ? '-*?'[seenTop - 1] : top[i]);
    newBottom.push(bottom[i] === '?' ? '-*?'[seenBottom - 1] : bottom[i]);
  }
  return [newTop.join(''), newBottom.join('')];
}

const tokens = data.trim().split(/\s+/);
const answer = deduce(Number(tokens[0]), tokens.slice(1, 3));
console.log(answer === null ? 'IMPOSSIBLE' : answer.join('\n'));
