const data = require('fs').readFileSync(0, 'utf8');

// tokens is an array of strings: '+', '-', '*', '/' or whole numbers such as '42'.
// Return the number left on the pile as a string, or "ERROR" for a faulty tape.
function runTape(tokens) {
  // Results reach 10^18, beyond exact doubles: the pile holds BigInts, whose division rounds toward zero.
  const pile = [];
  for (const token of tokens) {
    if (token === '+' || token === '-' || token === '*' || token === '/') {
      if (pile.length < 2) return 'ERROR';
      const b = pile.pop();
      const a = pile.pop();
      if (token === '+') pile.push(a + b);
      else if (token === '-') pile.push(a - b);
      else if (token === '*') pile.push(a * b);
      else {
        if (b === 0n) return 'ERROR';
        pile.push(a / b);
      }
    } else {
      pile.push(BigInt(token));
    }
  }
  return pile.length === 1 ? pile[0].toString() : 'ERROR';
}

const words = data.split(/\s+/).filter((word) => word.length > 0);
const n = Number(words[0]);
console.log(runTape(words.slice(1, 1 + n)));
