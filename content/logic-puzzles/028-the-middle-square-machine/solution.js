const data = require('fs').readFileSync(0, 'utf8');

const firstSeen = new Int32Array(1000000).fill(-1); // turn at which a number was first shown, -1 if never

// The display can show at most 10^d numbers, so the walk soon meets a number it has shown before; from
// there on it repeats, and the answer for a huge n is read off the loop. x * x stays below 10^12, exact
// in a double; only n needs a BigInt.
function afterTurns(d, x, n) {
  const keep = 10 ** d;
  const drop = 10 ** (d / 2);
  // The walk never takes more than 10^6 turns before looping, so a larger n is as good as infinite here.
  const turns = n < 2000000n ? Number(n) : Infinity;
  const shown = [x];
  firstSeen[x] = 0;
  let answer = -1;
  while (shown.length - 1 < turns) {
    x = Math.floor((x * x) / drop) % keep;
    if (firstSeen[x] >= 0) {
      // Turns firstSeen[x], firstSeen[x] + 1, ... repeat with a loop of this length.
      const start = firstSeen[x];
      const loop = shown.length - start;
      answer = shown[start + Number((n - BigInt(start)) % BigInt(loop))];
      break;
    }
    firstSeen[x] = shown.length;
    shown.push(x);
  }
  if (answer < 0) answer = shown[turns];
  for (const v of shown) firstSeen[v] = -1; // reset only what was used
  return answer;
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
