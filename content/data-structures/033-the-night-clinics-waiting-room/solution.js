// Patient i (from 0) arrives at arrive[i] with urgency[i] and needs duration[i] minutes.
// Return a pair: the total waiting time, and the number (from 1) of the patient who waited longest
// (the smallest number among ties).
function waitingTimes(arrive, urgency, duration) {
  const n = arrive.length;
  // Does patient x go before patient y?
  const before = (x, y) => (urgency[x] !== urgency[y] ? urgency[x] > urgency[y] : x < y);
  // The waiting room as a binary heap of patients, the next one to call at the top.
  const heap = new Int32Array(n);
  let size = 0;
  const push = (patient) => {
    let i = size++;
    while (i > 0 && before(patient, heap[(i - 1) >> 1])) {
      heap[i] = heap[(i - 1) >> 1];
      i = (i - 1) >> 1;
    }
    heap[i] = patient;
  };
  const pop = () => {
    const top = heap[0];
    const last = heap[--size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && before(heap[child + 1], heap[child])) child++;
      if (!before(heap[child], last)) break;
      heap[i] = heap[child];
      i = child;
    }
    heap[i] = last;
    return top;
  };
  // Minutes and the total stay far below 2^53, so plain numbers are exact.
  let totalWait = 0;
  let longest = -1;
  let longestPatient = 0;
  let freeAt = 0;
  let nextIn = 0;
  for (let k = 0; k < n; k++) {
    // Nobody waiting: the doctor waits for the next arrival.
    if (size === 0 && arrive[nextIn] > freeAt) freeAt = arrive[nextIn];
    while (nextIn < n && arrive[nextIn] <= freeAt) push(nextIn++);
    const patient = pop();
    const wait = freeAt - arrive[patient];
    totalWait += wait;
    // patients are called in any order: keep the smallest number on ties
    if (wait > longest || (wait === longest && patient + 1 < longestPatient)) {
      longest = wait;
      longestPatient = patient + 1;
    }
    freeAt += duration[patient];
  }
  return [totalWait, longestPatient];
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
