const data = require('fs').readFileSync(0);
let pos = 0;

// Reads the next non-negative integer from the input bytes.
function nextInt() {
  while (data[pos] < 48 || data[pos] > 57) pos++;
  let value = 0;
  while (pos < data.length && data[pos] >= 48 && data[pos] <= 57) {
    value = value * 10 + (data[pos] - 48);
    pos++;
  }
  return value;
}

const r = nextInt();
const c = nextInt();
const k = nextInt();
const q = nextInt();
const width = c + 2;
// A difference grid with a border of zeros; its two-way running sums give the snow on each plot.
// Every sum stays below 2^53 (at most 5 * 10^13), so doubles hold them exactly.
const grid = new Float64Array((r + 2) * width);
for (let f = 0; f < k; f++) {
  const r1 = nextInt();
  const c1 = nextInt();
  const r2 = nextInt();
  const c2 = nextInt();
  const h = nextInt();
  grid[r1 * width + c1] += h;
  grid[r1 * width + c2 + 1] -= h;
  grid[(r2 + 1) * width + c1] -= h;
  grid[(r2 + 1) * width + c2 + 1] += h;
}

function runningSums() {
  for (let i = 0; i < r + 2; i++) {
    const row = i * width;
    for (let j = 0; j < width; j++) {
      let v = grid[row + j];
      if (i > 0) v += grid[row - width + j];
      if (j > 0) v += grid[row + j - 1];
      if (i > 0 && j > 0) v -= grid[row - width + j - 1];
      grid[row + j] = v;
    }
  }
}

runningSums(); // snow on each plot
runningSums(); // snow on rows 1..i, columns 1..j
const lines = new Array(q);
for (let i = 0; i < q; i++) {
  const r1 = nextInt();
  const c1 = nextInt();
  const r2 = nextInt();
  const c2 = nextInt();
  const below = r2 * width;
  const above = (r1 - 1) * width;
  lines[i] = grid[below + c2] - grid[above + c2] - grid[below + c1 - 1] + grid[above + c1 - 1];
}
process.stdout.write(lines.join('\n') + '\n');
