// preorder and inorder are the two listings of the same tree (the numbers 1..n).
// Return the array of the n points in postorder.
function postorder(preorder, inorder) {
  return preorder;
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
const preorder = numbers.slice(1, 1 + n);
const inorder = numbers.slice(1 + n, 1 + 2 * n);
console.log(postorder(preorder, inorder).join(' '));
