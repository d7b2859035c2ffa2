function middleCard(following, start) {
  // fast moves two cards for each card slow moves: when fast reaches the end, slow is halfway
  let slow = start;
  let fast = start;
  while (fast !== 0 && following[fast] !== 0) {
    slow = following[slow];
    fast = following[following[fast]];
  }
  return slow;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, start] = data;
const following = [0, ...data.slice(2, 2 + n)];
console.log(String(middleCard(following, start)));
