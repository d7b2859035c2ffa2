// songs holds the catalogue numbers in the order played. Return a pair [length, start]: the length
// of the longest run of consecutive plays with no song twice, and the position (from 1) where the
// earliest such run begins.
function longestFreshRun(songs) {
  // catalogue number -> position of its latest play
  const latest = new Map();
  // The run ending at each position starts just after the latest earlier play of any song in it.
  let start = 0;
  let bestLength = 0;
  let bestStart = 0;
  for (let position = 0; position < songs.length; position++) {
    const previous = latest.get(songs[position]);
    if (previous !== undefined && previous >= start) start = previous + 1;
    latest.set(songs[position], position);
    if (position - start + 1 > bestLength) {
      bestLength = position - start + 1;
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
const n = numbers[0];
const [length, start] = longestFreshRun(numbers.slice(1, 1 + n));
console.log(`${length} ${start}`);
