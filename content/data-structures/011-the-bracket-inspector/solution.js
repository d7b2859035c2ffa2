const data = require('fs').readFileSync(0, 'utf8');

// Return the position (1-based) of the first bracket mistake in the formula, as a string,
// or "BALANCED" when there is none.
function firstMistake(formula) {
  const partner = { ')': '(', ']': '[', '}': '{' };
  // The brackets still open, with their positions: the latest one on top.
  const kinds = [];
  const positions = [];
  for (let i = 0; i < formula.length; i++) {
    const c = formula[i];
    if (c === '(' || c === '[' || c === '{') {
      kinds.push(c);
      positions.push(i + 1);
    } else if (c in partner) {
      if (kinds.length === 0 || kinds[kinds.length - 1] !== partner[c]) return String(i + 1);
      kinds.pop();
      positions.pop();
    }
  }
  // The leftmost bracket never closed sits at the bottom of the stack.
  return positions.length > 0 ? String(positions[0]) : 'BALANCED';
}

const formula = data.split(/\s+/).filter((token) => token.length > 0)[0];
console.log(firstMistake(formula));
