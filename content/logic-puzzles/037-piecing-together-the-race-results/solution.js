const data = require('fs').readFileSync(0, 'utf8');

// Place the runners one by one, each time taking a runner nobody still unplaced must beat. The order is
// the only one exactly when there is never more than one such runner to choose from.
function raceResult(n, facts) {
  const aheadOf = Array.from({ length: n + 1 }, () => []); // the runners each runner finished ahead of
  const beatenBy = new Int32Array(n + 1); // how many facts put someone ahead of this runner
  for (const [a, b] of facts) {
    aheadOf[a].push(b);
    beatenBy[b]++;
  }
  const ready = [];
  for (let r = 1; r <= n; r++) if (beatenBy[r] === 0) ready.push(r);
  const order = [];
  let firstUnsure = 0;
  while (ready.length > 0) {
    if (ready.length > 1 && firstUnsure === 0) firstUnsure = order.length + 1; // two runners could take it
    const runner = ready.pop();
    order.push(runner);
    for (const other of aheadOf[runner]) {
      if (--beatenBy[other] === 0) ready.push(other);
    }
  }
  if (order.length < n) return 'CONTRADICTION'; // some runners are caught in a circle of facts
  if (firstUnsure) return `AMBIGUOUS ${firstUnsure}`;
  return order.join(' ');
}

const tokens = data.trim().split(/\s+/).map(Number);
const [n, m] = tokens;
const facts = [];
for (let i = 0; i < m; i++) facts.push([tokens[2 + 2 * i], tokens[3 + 2 * i]]);
console.log(raceResult(n, facts));
