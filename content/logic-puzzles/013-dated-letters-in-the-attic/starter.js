const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// Return the name of the day of the week of this date (e.g. "Sunday"), or "INVALID"
// when the date does not exist. 1 January 2000 was a Saturday.
function weekday(year, month, day) {
  return 'Monday';
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(data[0]);
const lines = [];
for (const text of data.slice(1, 1 + q)) {
  const [year, month, day] = text.split('-').map(Number);
  lines.push(weekday(year, month, day));
}
console.log(lines.join('\n'));
