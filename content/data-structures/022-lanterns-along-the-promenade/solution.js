// clubs is an array of [l, r, c]: c lanterns on every post from l to r.
// Return [largest number of lanterns on one post, the smallest post number that has it].
function brightestPost(n, clubs) {
  // change[x] is how much the lantern count changes from post x - 1 to post x.
  // Counts stay below 2^53 (at most 2 * 10^10), so plain numbers are exact.
  const change = new Float64Array(n + 2);
  for (const [l, r, c] of clubs) {
    change[l] += c;
    change[r + 1] -= c;
  }
  let best = -1;
  let post = 1;
  let count = 0;
  for (let x = 1; x <= n; x++) {
    count += change[x];
    if (count > best) {
      // strictly greater keeps the post closest to the pier
      best = count;
      post = x;
    }
  }
  return [best, post];
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
const [n, m] = numbers;
const clubs = [];
for (let i = 0; i < m; i++) clubs.push([numbers[2 + 3 * i], numbers[3 + 3 * i], numbers[4 + 3 * i]]);
const [count, post] = brightestPost(n, clubs);
console.log(`${count} ${post}`);
