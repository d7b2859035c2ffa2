const data = require('fs').readFileSync(0, 'utf8');

class Alliances {
  // Merchants a and b (names) shake hands: their alliances merge.
  join(a, b) {}

  // Return true when a and b are in the same alliance.
  ask(a, b) {
    return false;
  }

  // Return the number of merchants in a's alliance.
  size(a) {
    return 0;
  }
}

const tokens = data.split(/\s+/).filter((token) => token.length > 0);
const q = Number(tokens[0]);
const alliances = new Alliances();
const out = [];
let pos = 1;
for (let i = 0; i < q; i++) {
  const kind = tokens[pos];
  if (kind === 'size') {
    out.push(String(alliances.size(tokens[pos + 1])));
    pos += 2;
    continue;
  }
  const a = tokens[pos + 1];
  const b = tokens[pos + 2];
  pos += 3;
  if (kind === 'ask') out.push(alliances.ask(a, b) ? 'YES' : 'NO');
  else alliances.join(a, b);
}
console.log(out.join('\n'));
