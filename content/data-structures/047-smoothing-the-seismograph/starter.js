// readings holds the seismograph's readings in order. For every window of k consecutive readings,
// take its median (the ceil(k/2)-th smallest reading of the window, so the lower of the two middle
// readings when k is even). Return the sum of the medians of all readings.length - k + 1 windows.
function sumOfMedians(readings, k) {
  return 0;
}

const numbers = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = numbers[0];
const k = numbers[1];
const readings = numbers.slice(2, 2 + n);
console.log(String(sumOfMedians(readings, k)));
