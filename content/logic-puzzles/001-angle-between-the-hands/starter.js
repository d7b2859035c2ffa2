// Return the smaller angle between the hands as text with one decimal digit, e.g. "90.0" or "7.5".
function handsAngle(hours, minutes) {
  return '0.0';
}

const text = require('fs').readFileSync(0, 'utf8').trim();
const [hours, minutes] = text.split(':').map(Number);
console.log(handsAngle(hours, minutes));
