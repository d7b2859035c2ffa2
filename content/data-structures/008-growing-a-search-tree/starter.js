function preorderAfterInserting(numbers) {
  // Insert the numbers, in this order, into an empty binary search tree.
  // Return the array of numbers in preorder (node, left subtree, right subtree).
  return [];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const numbers = data.slice(1, 1 + n);
console.log(preorderAfterInserting(numbers).join(' '));
