// Return [position, letter]: where the wrong bead is (counting from 1) and the letter that belongs there.
function findWrongBead(strip) {
  return [0, '?'];
}

const strip = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean)[0];
const [position, letter] = findWrongBead(strip);
console.log(`${position} ${letter}`);
