const data = require('fs').readFileSync(0, 'utf8');

// Return the number (1 to n) of the child left in the circle when every k-th word sends a child out.
function survivor(n, k) {
  return 0;
}

const [n, k] = data.trim().split(/\s+/).map(Number);
console.log(String(survivor(n, k)));
