function generations(parents) {
  const n = parents.length;
  const depth = new Int32Array(n + 1); // generation of person i, 0 = not known yet
  const parentOf = (person) => parents[person - 1];
  let best = 0;
  for (let start = 1; start <= n; start++) {
    // Walk up until a person whose generation is already known (or past the founder).
    const path = [];
    let person = start;
    while (person !== 0 && depth[person] === 0) {
      path.push(person);
      person = parentOf(person);
    }
    // then fill in the generations on the way back down
    let known = person !== 0 ? depth[person] : 0;
    for (let i = path.length - 1; i >= 0; i--) depth[path[i]] = ++known;
    if (depth[start] > best) best = depth[start];
  }
  return best;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const parents = data.slice(1, 1 + n);
console.log(String(generations(parents)));
