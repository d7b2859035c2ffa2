const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// BigInts: the count for 80 steps is beyond 2^53.
function countWays(n) {
    let prev = 1n; // ways(0)
    let cur = 1n; // ways(1)
    for (let i = 2; i <= n; i++) [prev, cur] = [cur, cur + prev];
    return cur;
}

function main() {
    const n = Number(data[0]);
    console.log(String(countWays(n)));
}

main();
