const data = require('fs').readFileSync(0, 'utf8');

// tokens is an array of strings: '+', '-', '*', '/' or whole numbers such as '42'.
// Return the number left on the pile as a string, or "ERROR" for a faulty tape.
function runTape(tokens) {
  return 'ERROR';
}

const words = data.split(/\s+/).filter((word) => word.length > 0);
const n = Number(words[0]);
console.log(runTape(words.slice(1, 1 + n)));
