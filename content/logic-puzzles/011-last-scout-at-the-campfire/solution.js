// The scouts in the order they leave the circle, the storyteller last: the circle is a list, and the
// count restarts at the place of the scout who just left (now taken by the next one).
function bedtimeOrder(n, k) {
  const circle = [];
  for (let i = 1; i <= n; i++) circle.push(i);
  const order = [];
  let start = 0;
  while (circle.length > 0) {
    const pos = (start + k - 1) % circle.length;
    order.push(circle[pos]);
    circle.splice(pos, 1);
    start = circle.length > 0 ? pos % circle.length : 0;
  }
  return order;
}

const [n, k] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(bedtimeOrder(n, k).join(' '));
