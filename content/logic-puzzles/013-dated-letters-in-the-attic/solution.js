const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeap(year) {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

// Days from 1 January of year 1 (day 1) in the Gregorian calendar, counted all the way back.
function daysSinceStart(year, month, day) {
  const y = year - 1;
  let days = 365 * y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
  for (let m = 1; m < month; m++) days += MONTH_DAYS[m - 1];
  if (month > 2 && isLeap(year)) days++;
  return days + day;
}

// The weekday's name, or "INVALID" when the date does not exist.
function weekday(year, month, day) {
  const length = month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1];
  if (day > length) return 'INVALID';
  const diff = daysSinceStart(year, month, day) - daysSinceStart(2000, 1, 1);
  return NAMES[(((5 + diff) % 7) + 7) % 7]; // 1 January 2000 was a Saturday, NAMES[5]
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(data[0]);
const lines = [];
for (const text of data.slice(1, 1 + q)) {
  const [year, month, day] = text.split('-').map(Number);
  lines.push(weekday(year, month, day));
}
console.log(lines.join('\n'));
