// preorder and inorder are the two listings of the same tree (the numbers 1..n).
// Return the array of the n points in postorder.
function postorder(preorder, inorder) {
  const n = preorder.length;
  const left = new Int32Array(n + 1); // 0: no child
  const right = new Int32Array(n + 1);
  // Rebuild the children without recursion (the tree may be a chain of 100000 points). The stack holds
  // the points whose right child is still unknown, deepest on top; j walks through the inorder listing.
  const stack = [preorder[0]];
  let j = 0;
  for (let i = 1; i < n; i++) {
    const point = preorder[i];
    if (stack[stack.length - 1] !== inorder[j]) {
      left[stack[stack.length - 1]] = point; // the top's left branch starts here
    } else {
      // Pop every point whose left branch and itself are done in inorder: the last one popped
      // is the point whose right branch starts here.
      let parent = 0;
      while (stack.length > 0 && stack[stack.length - 1] === inorder[j]) {
        parent = stack.pop();
        j++;
      }
      right[parent] = point;
    }
    stack.push(point);
  }
  // List point, right, left with a stack; reversed, that is left, right, point: postorder.
  const out = [];
  stack.length = 0;
  stack.push(preorder[0]);
  while (stack.length > 0) {
    const point = stack.pop();
    out.push(point);
    if (left[point]) stack.push(left[point]);
    if (right[point]) stack.push(right[point]);
  }
  return out.reverse();
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
