// clubs is an array of [l, r, c]: c lanterns on every post from l to r.
// Return [largest number of lanterns on one post, the smallest post number that has it].
function brightestPost(n, clubs) {
  return [0, 1];
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
