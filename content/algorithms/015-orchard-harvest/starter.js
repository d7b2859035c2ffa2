const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the largest total worth of a harvest with no two neighbouring trees.
function bestHarvest(a) {
    return -1;
}

function main() {
    const n = Number(data[0]);
    const a = data.slice(1, 1 + n).map(Number);
    console.log(String(bestHarvest(a)));
}

main();
