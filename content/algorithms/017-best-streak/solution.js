const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Sums stay within ±10^14, well inside a Number's exact range.
function bestStreak(a) {
    // endingHere = best sum of a run that ends on the current day
    let endingHere = a[0];
    let best = a[0];
    for (let i = 1; i < a.length; i++) {
        endingHere = Math.max(endingHere + a[i], a[i]);
        best = Math.max(best, endingHere);
    }
    return best;
}

function main() {
    const n = Number(data[0]);
    const a = data.slice(1, 1 + n).map(Number);
    console.log(String(bestStreak(a)));
}

main();
