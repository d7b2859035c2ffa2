function assemble(orders) {
  const train = []; // front to back
  for (const [kind, ...args] of orders) {
    if (kind === 'FRONT') {
      train.unshift(args[0]);
    } else if (kind === 'BACK') {
      train.push(args[0]);
    } else if (kind === 'AFTER') {
      const [a, x] = args;
      train.splice(train.indexOf(a) + 1, 0, x);
    } else {
      train.splice(train.indexOf(args[0]), 1); // REMOVE
    }
  }
  return train;
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
