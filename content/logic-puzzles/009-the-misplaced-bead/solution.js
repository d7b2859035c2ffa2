// Returns [position counting from 1, the letter that belongs there]. Tries the block lengths p that
// divide the strip (repeated at least 3 times) from the shortest: exactly one of the p residue groups
// must be mixed, holding one odd letter out among copies of a single other letter.
function findWrongBead(strip) {
  const n = strip.length;
  for (let p = 1; 3 * p <= n; p++) {
    if (n % p !== 0) continue;
    let mixed = -1;
    let mixedGroups = 0;
    for (let start = 0; start < p; start++) {
      for (let i = start + p; i < n; i += p) {
        if (strip[i] !== strip[start]) {
          mixedGroups++;
          mixed = start;
          break;
        }
      }
    }
    if (mixedGroups !== 1) continue;
    const counts = new Map();
    for (let i = mixed; i < n; i += p) counts.set(strip[i], (counts.get(strip[i]) ?? 0) + 1);
    if (counts.size !== 2) continue;
    const [[first, firstCount], [second, secondCount]] = [...counts];
    let wrong;
    let right;
    if (firstCount === 1 && secondCount >= 2) [wrong, right] = [first, second];
    else if (secondCount === 1 && firstCount >= 2) [wrong, right] = [second, first];
    else continue;
    for (let i = mixed; i < n; i += p) if (strip[i] === wrong) return [i + 1, right];
  }
  return [0, '?'];
}

const strip = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean)[0];
const [position, letter] = findWrongBead(strip);
console.log(`${position} ${letter}`);
