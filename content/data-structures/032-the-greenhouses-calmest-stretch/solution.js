// t holds the readings in order. Return a pair [length, start]: the length of the longest run of
// consecutive readings whose highest and lowest differ by at most d, and the hour (from 1) where the
// earliest such run starts.
function calmestStretch(t, d) {
  const n = t.length;
  // A sliding window [start, end] with two double-ended queues of hours inside it, kept in arrays (an
  // hour enters each at most once): the readings in highs strictly decrease and those in lows strictly
  // increase, so each front is the window's highest or lowest reading.
  const highs = new Int32Array(n);
  const lows = new Int32Array(n);
  let highFront = 0;
  let highBack = 0;
  let lowFront = 0;
  let lowBack = 0;
  let start = 0;
  let bestLength = 0;
  let bestStart = 0;
  for (let end = 0; end < n; end++) {
    while (highBack > highFront && t[highs[highBack - 1]] <= t[end]) highBack--;
    highs[highBack++] = end;
    while (lowBack > lowFront && t[lows[lowBack - 1]] >= t[end]) lowBack--;
    lows[lowBack++] = end;
    // Shrink the window from the left until it is calm again.
    while (t[highs[highFront]] - t[lows[lowFront]] > d) {
      start++;
      if (highs[highFront] < start) highFront++;
      if (lows[lowFront] < start) lowFront++;
    }
    if (end - start + 1 > bestLength) {
      bestLength = end - start + 1;
      bestStart = start;
    }
  }
  return [bestLength, bestStart + 1];
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
const [n, d] = numbers;
const [length, start] = calmestStretch(numbers.slice(2, 2 + n), d);
console.log(`${length} ${start}`);
