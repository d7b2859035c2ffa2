const data = require('fs').readFileSync(0, 'utf8');

const PRECEDENCE = { '!': 4, '&': 3, '^': 2, '|': 1 };

// The formula's tokens in postfix order (shunting-yard, no recursion).
function toPostfix(formula) {
  const out = [];
  const ops = [];
  for (const c of formula) {
    if (c >= 'a' && c <= 'z') out.push(c);
    else if (c === '!' || c === '(') ops.push(c);
    else if (c === ')') {
      while (ops[ops.length - 1] !== '(') out.push(ops.pop());
      ops.pop();
    } else {
      while (
        ops.length > 0 &&
        ops[ops.length - 1] !== '(' &&
        PRECEDENCE[ops[ops.length - 1]] >= PRECEDENCE[c]
      ) {
        out.push(ops.pop());
      }
      ops.push(c);
    }
  }
  while (ops.length > 0) out.push(ops.pop());
  return out;
}

function popcount32(x) {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

// Setting number m has switch i up exactly when bit i of m is 1. The settings are handled 32 at a time
// (JavaScript's bitwise operators work on 32 bits): bit j of a word is setting 32 * chunk + j, and every
// operator becomes one bitwise operation.
function openingSettings(n, formula) {
  // Postfix tokens as codes: a variable is its index 0..15, operators are negative.
  const codes = toPostfix(formula).map((c) =>
    c === '!' ? -1 : c === '&' ? -2 : c === '^' ? -3 : c === '|' ? -4 : c.charCodeAt(0) - 97,
  );
  const low = [];
  for (let i = 0; i < 5; i++) {
    let word = 0;
    for (let j = 0; j < 32; j++) if ((j >> i) & 1) word |= 1 << j;
    low.push(word);
  }
  const chunks = n >= 5 ? 1 << (n - 5) : 1;
  const used = n >= 5 ? -1 : (1 << (1 << n)) - 1;
  const value = new Int32Array(16);
  const stack = new Int32Array(codes.length);
  let total = 0;
  for (let chunk = 0; chunk < chunks; chunk++) {
    for (let i = 0; i < n; i++) value[i] = i < 5 ? low[i] : (chunk >> (i - 5)) & 1 ? -1 : 0;
    let top = 0;
    for (const code of codes) {
      if (code >= 0) stack[top++] = value[code];
      else if (code === -1) stack[top - 1] = ~stack[top - 1];
      else {
        top--;
        if (code === -2) stack[top - 1] &= stack[top];
        else if (code === -3) stack[top - 1] ^= stack[top];
        else stack[top - 1] |= stack[top];
      }
    }
    total += popcount32(stack[0] & used);
  }
  return total;
}

const tokens = data.trim().split(/\s+/);
console.log(String(openingSettings(Number(tokens[0]), tokens[1])));
