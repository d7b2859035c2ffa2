const data = require('fs').readFileSync(0, 'utf8');

// lines is an array of tram lines, each an array of stop names. Return the fewest rides from stop
// start to stop goal: 0 when they are the same stop, -1 when goal cannot be reached.
function fewestRides(lines, start, goal) {
  if (start === goal) return 0;
  const m = lines.length;
  // Number the stops. stopAt lists the stop numbers of every line, line after line: line j's are
  // stopAt[lineStart[j] .. lineStart[j + 1] - 1].
  const stopOf = new Map();
  const lineStart = new Int32Array(m + 1);
  let total = 0;
  for (const names of lines) total += names.length;
  const stopAt = new Int32Array(total);
  let at = 0;
  for (let j = 0; j < m; j++) {
    lineStart[j] = at;
    for (const name of lines[j]) {
      let stop = stopOf.get(name);
      if (stop === undefined) {
        stop = stopOf.size;
        stopOf.set(name, stop);
      }
      stopAt[at++] = stop;
    }
  }
  lineStart[m] = total;
  const source = stopOf.get(start);
  const target = stopOf.get(goal);
  if (source === undefined || target === undefined) return -1;
  const stops = stopOf.size;

  // The lines serving each stop, in compressed form: linesAt[first[s] .. first[s + 1] - 1].
  const first = new Int32Array(stops + 1);
  for (let i = 0; i < total; i++) first[stopAt[i] + 1]++;
  for (let s = 0; s < stops; s++) first[s + 1] += first[s];
  const fill = first.slice(0, stops);
  const linesAt = new Int32Array(total);
  for (let j = 0; j < m; j++) {
    for (let i = lineStart[j]; i < lineStart[j + 1]; i++) linesAt[fill[stopAt[i]]++] = j;
  }

  // Breadth-first search over the stops: one ride reaches every stop of every line at the current
  // stop. A line is ridden at most once, so every line's stops are walked only once in all.
  const rides = new Int32Array(stops).fill(-1);
  const ridden = new Uint8Array(m);
  const queue = new Int32Array(stops);
  let head = 0;
  let tail = 0;
  rides[source] = 0;
  queue[tail++] = source;
  while (head < tail && rides[target] < 0) {
    const stop = queue[head++];
    for (let a = first[stop]; a < first[stop + 1]; a++) {
      const j = linesAt[a];
      if (ridden[j]) continue;
      ridden[j] = 1;
      for (let i = lineStart[j]; i < lineStart[j + 1]; i++) {
        const other = stopAt[i];
        if (rides[other] < 0) {
          rides[other] = rides[stop] + 1;
          queue[tail++] = other;
        }
      }
    }
  }
  return rides[target];
}

const tokens = data.split(/\s+/).filter((token) => token.length > 0);
const m = Number(tokens[0]);
let pos = 1;
const lines = [];
for (let j = 0; j < m; j++) {
  const k = Number(tokens[pos]);
  lines.push(tokens.slice(pos + 1, pos + 1 + k));
  pos += 1 + k;
}
console.log(String(fewestRides(lines, tokens[pos], tokens[pos + 1])));
