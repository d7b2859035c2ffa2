// Minutes since midnight of a time written HH:MM.
function minutes(clock) {
  const [hours, mins] = clock.split(':').map(Number);
  return hours * 60 + mins;
}

// s and e are minutes since midnight; sightings is an array of [start, end] pairs in minutes.
// Return true when the sightings together cover every moment from s to e, both ends included.
function isCleared(s, e, sightings) {
  return true;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const s = minutes(data[0]);
const e = minutes(data[1]);
const n = Number(data[2]);
let pos = 3;
const free = [];
for (let i = 0; i < n; i++) {
  const name = data[pos];
  const m = Number(data[pos + 1]);
  pos += 2;
  const sightings = [];
  for (let j = 0; j < m; j++) {
    const [a, b] = data[pos].split('-');
    sightings.push([minutes(a), minutes(b)]);
    pos++;
  }
  if (!isCleared(s, e, sightings)) free.push(name);
}
console.log(free.length > 0 ? free.join(' ') : 'NONE');
