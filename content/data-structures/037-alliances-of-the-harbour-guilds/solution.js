const data = require('fs').readFileSync(0, 'utf8');

// A union-find over the merchants, numbered in order of first mention.
class Alliances {
  constructor() {
    this.numberOf = new Map();
    this.parent = [];
    this.members = []; // counts an alliance at its leader
  }

  // The merchant's number, given on first mention (an alliance of one).
  merchant(name) {
    let x = this.numberOf.get(name);
    if (x === undefined) {
      x = this.parent.length;
      this.numberOf.set(name, x);
      this.parent.push(x);
      this.members.push(1);
    }
    return x;
  }

  leader(x) {
    const parent = this.parent;
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]]; // point one step closer to the leader
      x = parent[x];
    }
    return x;
  }

  // Merchants a and b (names) shake hands: their alliances merge.
  join(a, b) {
    let x = this.leader(this.merchant(a));
    let y = this.leader(this.merchant(b));
    if (x === y) return;
    // The smaller alliance hangs below the larger one, which keeps the trees shallow.
    if (this.members[x] < this.members[y]) [x, y] = [y, x];
    this.parent[y] = x;
    this.members[x] += this.members[y];
  }

  // Return true when a and b are in the same alliance.
  ask(a, b) {
    return this.leader(this.merchant(a)) === this.leader(this.merchant(b));
  }

  // Return the number of merchants in a's alliance.
  size(a) {
    return this.members[this.leader(this.merchant(a))];
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
