// Student i (from 0) walks in at arrive[i] and needs need[i] minutes at the wheel; turns last q
// minutes. Return the array of student numbers (from 1) in the order they finish.
function finishingOrder(q, arrive, need) {
  const n = arrive.length;
  // Minutes stay below 2^53 (at most about 10^13), so plain numbers are exact.
  const left = Float64Array.from(need); // minutes each pot still needs
  // The line as a circular queue of n places: a student is in it at most once.
  const line = new Int32Array(n);
  let front = 0;
  let count = 0;
  const join = (student) => {
    line[(front + count++) % n] = student;
  };
  const order = [];
  let nextIn = 0;
  let now = 0;
  while (order.length < n) {
    // An empty line: the wheel stands still until the next student walks in.
    if (count === 0 && arrive[nextIn] > now) now = arrive[nextIn];
    while (nextIn < n && arrive[nextIn] <= now) join(nextIn++);
    const student = line[front];
    front = (front + 1) % n;
    count--;
    const turn = Math.min(left[student], q);
    now += turn;
    left[student] -= turn;
    // Those who walked in during the turn, or as it ends, join before the student coming back.
    while (nextIn < n && arrive[nextIn] <= now) join(nextIn++);
    if (left[student] > 0) join(student);
    else order.push(student + 1);
  }
  return order;
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
const arrive = [];
const need = [];
for (let i = 0; i < n; i++) {
  arrive.push(numbers[2 + 2 * i]);
  need.push(numbers[3 + 2 * i]);
}
console.log(finishingOrder(q, arrive, need).join(' '));
