const data = require('fs').readFileSync(0, 'utf8');

// passes[r] is the number of passes in round r + 1.
// Return the array of the n children: those who leave, in order, then the winner.
function play(n, passes) {
  // A circular buffer of n + 1 places holds the children still in the circle, the holder at the front.
  const capacity = n + 1;
  const queue = new Int32Array(capacity);
  let head = 0;
  let tail = 0;
  for (let child = 1; child <= n; child++) {
    queue[tail] = child;
    tail = (tail + 1) % capacity;
  }
  const order = [];
  for (let r = 0; r < n - 1; r++) {
    // A pass moves the holder to the back: the next child clockwise is now at the front.
    for (let p = 0; p < passes[r]; p++) {
      queue[tail] = queue[head];
      tail = (tail + 1) % capacity;
      head = (head + 1) % capacity;
    }
    order.push(queue[head]);
    head = (head + 1) % capacity;
  }
  order.push(queue[head]);
  return order;
}

const numbers = data.split(/\s+/).filter((word) => word.length > 0).map(Number);
const n = numbers[0];
const passes = numbers.slice(1, n);
console.log(play(n, passes).join(' '));
