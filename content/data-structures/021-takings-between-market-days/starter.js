// profits[0] is day 1's profit. questions is an array of [l, r] pairs.
// Return an array with, for each question, the total profit of days l to r (both included).
function answerQuestions(profits, questions) {
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
const profits = numbers.slice(2, 2 + n);
const questions = [];
for (let j = 0; j < q; j++) questions.push([numbers[2 + n + 2 * j], numbers[3 + n + 2 * j]]);
process.stdout.write(answerQuestions(profits, questions).join('\n') + '\n');
