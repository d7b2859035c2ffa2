const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the smallest ferry capacity that carries every crate, in order, in at most d trips.
function smallestCapacity(weights, d) {
    return -1;
}

function main() {
    const n = Number(data[0]);
    const d = Number(data[1]);
    const weights = data.slice(2, 2 + n).map(Number);
    console.log(String(smallestCapacity(weights, d)));
}

main();
