// Patient i (from 0) arrives at arrive[i] with urgency[i] and needs duration[i] minutes.
// Return a pair: the total waiting time, and the number (from 1) of the patient who waited longest
// (the smallest number among ties).
function waitingTimes(arrive, urgency, duration) {
  return [0, 0];
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
const n = numbers[0];
const arrive = [];
const urgency = [];
const duration = [];
for (let i = 0; i < n; i++) {
  arrive.push(numbers[1 + 3 * i]);
  urgency.push(numbers[2 + 3 * i]);
  duration.push(numbers[3 + 3 * i]);
}
const [total, patient] = waitingTimes(arrive, urgency, duration);
console.log(`${total} ${patient}`);
