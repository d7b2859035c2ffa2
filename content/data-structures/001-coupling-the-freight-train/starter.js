function assemble(orders) {
  // Each order is an array: ['FRONT', x], ['BACK', x], ['AFTER', a, x] or ['REMOVE', a].
  // Return the wagon numbers of the finished train, from front to back.
  return [];
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const orders = [];
let pos = 1;
for (let i = 0; i < q; i++) {
  const kind = tokens[pos];
  const count = kind === 'AFTER' ? 2 : 1;
  orders.push([kind, ...tokens.slice(pos + 1, pos + 1 + count).map(Number)]);
  pos += 1 + count;
}
const train = assemble(orders);
console.log(train.length > 0 ? train.join(' ') : 'EMPTY');
