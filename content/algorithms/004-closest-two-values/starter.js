const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the minimum of |a - b| over all pairs of different positions in heights (you may reorder heights).
function smallestDifference(heights) {
    return -1;
}

function main() {
    const n = Number(data[0]);
    const heights = data.slice(1, 1 + n).map(Number);
    console.log(String(smallestDifference(heights)));
}

main();
