// downstream[i] is the stream that stream i flows into (0 for the great river); water[i] is w[i].
// Both arrays are indexed from 1 (index 0 is unused). questions is the array of streams asked about.
// Return an array with, for each question, the litres per second passing that stream's mouth.
function mouthFlows(downstream, water, questions) {
  return questions.map(() => 0);
}

// All the integers of the input, read straight from its bytes (much faster than splitting the text).
function readIntegers() {
  const bytes = require('fs').readFileSync(0);
  const numbers = [];
  let value = 0;
  let negative = false;
  let inNumber = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      inNumber = true;
    } else if (c === 45) {
      negative = true;
    } else if (inNumber) {
      numbers.push(negative ? -value : value);
      value = 0;
      negative = false;
      inNumber = false;
    }
  }
  if (inNumber) numbers.push(negative ? -value : value);
  return numbers;
}

const numbers = readIntegers();
const [n, q] = numbers;
const downstream = [0, ...numbers.slice(2, 2 + n)];
const water = [0, ...numbers.slice(2 + n, 2 + 2 * n)];
const questions = numbers.slice(2 + 2 * n, 2 + 2 * n + q);
process.stdout.write(mouthFlows(downstream, water, questions).join('\n') + '\n');
