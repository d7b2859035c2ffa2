// The formula's value when the sensors are p, q and r: postfix evaluation with a stack.
function evaluate(tokens, p, q, r) {
  const stack = [];
  for (const token of tokens) {
    if (token === 'p') stack.push(p);
    else if (token === 'q') stack.push(q);
    else if (token === 'r') stack.push(r);
    else if (token === '!') stack.push(!stack.pop());
    else {
      const right = stack.pop();
      const left = stack.pop();
      let value = false;
      switch (token) {
        case '&':
          value = left && right;
          break;
        case '|':
          value = left || right;
          break;
        case '^':
          value = left !== right;
          break;
        case '>':
          value = !left || right;
          break;
        case '=':
          value = left === right;
          break;
      }
      stack.push(value);
    }
  }
  return stack[stack.length - 1];
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const results = [];
for (let i = 0; i < 8; i++) results.push(evaluate(tokens, Boolean(i & 4), Boolean(i & 2), Boolean(i & 1)));
const trues = results.filter(Boolean).length;
console.log(results.map((value) => (value ? 'T' : 'F')).join(''));
console.log(trues === 8 ? 'ALWAYS' : trues === 0 ? 'NEVER' : 'SOMETIMES');
