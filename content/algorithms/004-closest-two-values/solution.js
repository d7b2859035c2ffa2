const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function smallestDifference(heights) {
    // Sorted, the closest pair is always two neighbours. A typed array sorts numerically.
    const sorted = Float64Array.from(heights).sort();
    let best = sorted[1] - sorted[0];
    for (let i = 2; i < sorted.length; i++) best = Math.min(best, sorted[i] - sorted[i - 1]);
    return best;
}

function main() {
    const n = Number(data[0]);
    const heights = data.slice(1, 1 + n).map(Number);
    console.log(String(smallestDifference(heights)));
}

main();
