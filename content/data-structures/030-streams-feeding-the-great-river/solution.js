// downstream[i] is the stream that stream i flows into (0 for the great river); water[i] is w[i].
// Both arrays are indexed from 1 (index 0 is unused). questions is the array of streams asked about.
// Return an array with, for each question, the litres per second passing that stream's mouth.
function mouthFlows(downstream, water, questions) {
  const n = downstream.length - 1;
  const upstreamCount = new Int32Array(n + 1);
  for (let x = 1; x <= n; x++) upstreamCount[downstream[x]]++;
  // Flows stay below 2^53 (at most 2 * 10^11), so plain numbers are exact.
  const flow = Float64Array.from(water);
  // Start from the streams nothing flows into; a stream is ready once all its upstream streams are
  // done, and then passes its whole flow on downstream.
  const ready = new Int32Array(n);
  let count = 0;
  for (let x = 1; x <= n; x++) if (upstreamCount[x] === 0) ready[count++] = x;
  for (let i = 0; i < count; i++) {
    const below = downstream[ready[i]];
    if (below !== 0) {
      flow[below] += flow[ready[i]];
      if (--upstreamCount[below] === 0) ready[count++] = below;
    }
  }
  return questions.map((x) => flow[x]);
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
const [n, q] = numbers;
const downstream = [0, ...numbers.slice(2, 2 + n)];
const water = [0, ...numbers.slice(2 + n, 2 + 2 * n)];
const questions = numbers.slice(2 + 2 * n, 2 + 2 * n + q);
process.stdout.write(mouthFlows(downstream, water, questions).join('\n') + '\n');
