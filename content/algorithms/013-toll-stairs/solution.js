const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function cheapestClimb(tolls) {
    const n = tolls.length;
    // best[i] = cheapest total toll to stand on step i; step n + 1 is the free landing
    const best = new Array(n + 2);
    best[0] = 0;
    best[1] = tolls[0];
    for (let i = 2; i <= n + 1; i++) {
        const here = i <= n ? tolls[i - 1] : 0;
        best[i] = here + Math.min(best[i - 1], best[i - 2]);
    }
    return best[n + 1];
}

function main() {
    const n = Number(data[0]);
    const tolls = data.slice(1, 1 + n).map(Number);
    console.log(String(cheapestClimb(tolls)));
}

main();
