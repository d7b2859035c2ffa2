const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the minimum number of swaps (of any two positions) that sort heights increasingly.
function fewestSwaps(heights) {
    return -1;
}

function main() {
    const n = Number(data[0]);
    const heights = data.slice(1, 1 + n).map(Number);
    console.log(String(fewestSwaps(heights)));
}

main();
