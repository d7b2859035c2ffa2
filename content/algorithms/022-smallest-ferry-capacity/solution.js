const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Trips used by greedy loading, stopping early once more than limit trips are needed.
function tripsNeeded(weights, capacity, limit) {
    let trips = 1;
    let load = 0;
    for (const weight of weights) {
        if (load + weight > capacity) {
            if (++trips > limit) break;
            load = weight;
        } else {
            load += weight;
        }
    }
    return trips;
}

// Weights total at most 10^14, well within a Number's exact range.
function smallestCapacity(weights, d) {
    let total = 0;
    let heaviest = 0;
    for (const weight of weights) {
        total += weight;
        heaviest = Math.max(heaviest, weight);
    }
    const average = Math.ceil(total / d);
    let lo = Math.max(average, heaviest); // no smaller capacity can work
    let hi = average + heaviest; // enough: every full trip then carries more than total / d
    while (lo < hi) {
        const mid = lo + Math.floor((hi - lo) / 2);
        if (tripsNeeded(weights, mid, d) <= d) hi = mid;
        else lo = mid + 1;
    }
    return lo;
}

function main() {
    const n = Number(data[0]);
    const d = Number(data[1]);
    const weights = data.slice(2, 2 + n).map(Number);
    console.log(String(smallestCapacity(weights, d)));
}

main();
