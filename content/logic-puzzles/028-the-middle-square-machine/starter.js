const data = require('fs').readFileSync(0, 'utf8');

// Return the number on the d-digit display after n turns of the crank, starting from x.
// d and x are numbers; n is a BigInt (it may pass 2^53).
function afterTurns(d, x, n) {
  return 0;
}

const tokens = data.trim().split(/\s+/);
const q = Number(tokens[0]);
const lines = [];
for (let i = 0; i < q; i++) {
  const d = Number(tokens[1 + 3 * i]);
  const x = Number(tokens[2 + 3 * i]);
  const n = BigInt(tokens[3 + 3 * i]);
  lines.push(String(afterTurns(d, x, n)).padStart(d, '0'));
}
process.stdout.write(lines.join('\n') + '\n');
