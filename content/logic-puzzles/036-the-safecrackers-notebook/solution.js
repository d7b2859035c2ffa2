const data = require('fs').readFileSync(0, 'utf8');

// The key of every setting of dials from..to-1: its clicks for every try, packed with power[j] per click
// of try j.
function halfKeys(from, to, digits, guesses, power) {
  let keys = new Float64Array([0]);
  for (let dial = from; dial < to; dial++) {
    const gain = new Array(digits).fill(0);
    guesses.forEach((guess, j) => {
      gain[guess.charCodeAt(dial) - 48] += power[j];
    });
    const longer = new Float64Array(keys.length * digits);
    for (let i = 0; i < keys.length; i++) {
      for (let d = 0; d < digits; d++) longer[i * digits + d] = keys[i] + gain[d];
    }
    keys = longer;
  }
  return keys;
}

// How many of the sorted keys are below value.
function countBelow(keys, value) {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (keys[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

function possibleCombinations(length, digits, guesses, clicks) {
  // Clicks add up dial by dial, so split the dials into a left half and a right half. A half-combination
  // is summed up by its clicks for every try, packed into one number (base length + 1, one place per
  // try; no place can overflow, and 11^10 stays far below 2^53). A full combination fits when its halves'
  // numbers add up to the notebook's clicks packed the same way.
  const power = [];
  let target = 0;
  for (let j = 0; j < guesses.length; j++) {
    power.push(j === 0 ? 1 : power[j - 1] * (length + 1));
    target += clicks[j] * power[j];
  }
  const middle = Math.floor(length / 2);
  const left = halfKeys(0, middle, digits, guesses, power).sort();
  const right = halfKeys(middle, length, digits, guesses, power);
  let total = 0;
  for (const key of right) {
    const want = target - key;
    total += countBelow(left, want + 1) - countBelow(left, want);
  }
  return total;
}

const tokens = data.trim().split(/\s+/);
const [length, digits, g] = tokens.slice(0, 3).map(Number);
const guesses = [];
const clicks = [];
for (let j = 0; j < g; j++) {
  guesses.push(tokens[3 + 2 * j]);
  clicks.push(Number(tokens[4 + 2 * j]));
}
console.log(String(possibleCombinations(length, digits, guesses, clicks)));
