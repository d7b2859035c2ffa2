// The desk holds at most c folders; requests lists the folder numbers asked for, in order.
// Return a pair [hits, misses].
function countHits(c, requests) {
  const n = requests.length;
  // folder -> time of its latest request, -1 once it is carried back down
  const latest = new Map();
  // Request times, oldest first (requests[time] is the folder). An entry is stale when its folder was
  // requested again later; the oldest entry that is not stale is the folder to carry down.
  const history = new Int32Array(n);
  let front = 0;
  let back = 0;
  let onDesk = 0;
  let hits = 0;
  for (let time = 0; time < n; time++) {
    const folder = requests[time];
    const previous = latest.get(folder);
    if (previous !== undefined && previous >= 0) {
      hits++;
    } else {
      if (onDesk === c) {
        for (;;) {
          const oldTime = history[front++];
          const old = requests[oldTime];
          if (latest.get(old) === oldTime) {
            latest.set(old, -1);
            onDesk--;
            break;
          }
        }
      }
      onDesk++;
    }
    latest.set(folder, time);
    history[back++] = time;
  }
  return [hits, n - hits];
}

// All the integers of the input, read straight from its bytes (much faster than splitting the text).
function readIntegers() {
  const bytes = require('fs').readFileSync(0);
  const numbers = [];
  let value = 0;
  let negative = false;
  let inNumber = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      inNumber = true;
    } else if (c === 45) {
      negative = true;
    } else if (inNumber) {
      numbers.push(negative ? -value : value);
      value = 0;
      negative = false;
      inNumber = false;
    }
  }
  if (inNumber) numbers.push(negative ? -value : value);
  return numbers;
}

const numbers = readIntegers();
const [c, n] = numbers;
const [hits, misses] = countHits(c, numbers.slice(2, 2 + n));
console.log(`${hits} ${misses}`);
