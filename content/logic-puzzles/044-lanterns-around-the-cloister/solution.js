const data = require('fs').readFileSync(0, 'utf8');

// One minute replaces every lantern by the XOR of its two neighbours. Doing that 2^k times in a row gives
// the XOR of the lanterns 2^k places to each side (the middle terms cancel in pairs), so t minutes are a
// handful of such jumps, one per binary digit of t.
function lanternsAfter(n, t, lit) {
  let ring = new Uint8Array(n);
  for (let i = 0; i < n; i++) ring[i] = lit.charCodeAt(i) - 48;
  let next = new Uint8Array(n);
  let jump = 1 % n; // 2^k modulo n
  for (; t > 0n; t >>= 1n) {
    if (t & 1n) {
      const d = jump;
      for (let i = 0; i < n; i++) {
        const left = i - d < 0 ? i - d + n : i - d;
        const right = i + d >= n ? i + d - n : i + d;
        next[i] = ring[left] ^ ring[right];
      }
      [ring, next] = [next, ring];
    }
    jump = (jump * 2) % n;
  }
  return ring.join('');
}

const tokens = data.trim().split(/\s+/);
console.log(lanternsAfter(Number(tokens[0]), BigInt(tokens[1]), tokens[2]));
