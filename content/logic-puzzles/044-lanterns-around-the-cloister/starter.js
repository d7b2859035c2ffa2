const data = require('fs').readFileSync(0, 'utf8');

// lit is a string of n characters, the lanterns in order around the ring: "1" lit, "0" dark.
// t is a BigInt (it may pass 2^53). Return the lanterns after t minutes, in the same form.
function lanternsAfter(n, t, lit) {
  return lit;
}

const tokens = data.trim().split(/\s+/);
console.log(lanternsAfter(Number(tokens[0]), BigInt(tokens[1]), tokens[2]));
