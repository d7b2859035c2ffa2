const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Totals stay below 10^9 * 10^5 = 10^14, well within a Number's exact range.
function bestHarvest(a) {
    let twoBack = 0; // best total for the first i - 2 trees
    let oneBack = 0; // best total for the first i - 1 trees
    for (const worth of a) {
        const best = Math.max(oneBack, twoBack + worth);
        twoBack = oneBack;
        oneBack = best;
    }
    return oneBack;
}

function main() {
    const n = Number(data[0]);
    const a = data.slice(1, 1 + n).map(Number);
    console.log(String(bestHarvest(a)));
}

main();
