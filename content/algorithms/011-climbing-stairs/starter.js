const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the number of different ways to climb n steps, 1 or 2 steps at a time, as a BigInt
// (for 80 steps it is beyond a Number's exact range).
function countWays(n) {
    return 0n;
}

function main() {
    const n = Number(data[0]);
    console.log(String(countWays(n)));
}

main();
