const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the largest sum of one or more consecutive values of a.
function bestStreak(a) {
    return 0;
}

function main() {
    const n = Number(data[0]);
    const a = data.slice(1, 1 + n).map(Number);
    console.log(String(bestStreak(a)));
}

main();
