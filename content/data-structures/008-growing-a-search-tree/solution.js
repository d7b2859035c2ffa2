function preorderAfterInserting(numbers) {
  const root = { value: numbers[0], left: null, right: null };
  for (let i = 1; i < numbers.length; i++) {
    const value = numbers[i];
    // step left or right until the child to step to is missing, and attach the new node there
    let node = root;
    for (;;) {
      const side = value < node.value ? 'left' : 'right';
      if (node[side] === null) {
        node[side] = { value, left: null, right: null };
        break;
      }
      node = node[side];
    }
  }
  const order = [];
  const visit = (node) => {
    order.push(node.value);
    if (node.left !== null) visit(node.left);
    if (node.right !== null) visit(node.right);
  };
  visit(root);
  return order;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const numbers = data.slice(1, 1 + n);
console.log(preorderAfterInserting(numbers).join(' '));
