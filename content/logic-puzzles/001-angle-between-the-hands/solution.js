// Returns the smaller angle in half-degrees, so that every value stays a whole number: the minute hand
// turns 12 half-degrees a minute, the hour hand 60 half-degrees an hour plus 1 a minute.
function handsAngleHalves(hours, minutes) {
  const difference = Math.abs(60 * (hours % 12) + minutes - 12 * minutes);
  return Math.min(difference, 720 - difference);
}

const text = require('fs').readFileSync(0, 'utf8').trim();
const [hours, minutes] = text.split(':').map(Number);
const halves = handsAngleHalves(hours, minutes);
console.log(`${Math.floor(halves / 2)}.${halves % 2 ? 5 : 0}`);
