const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function secondLargest(values) {
    let best = null;
    let second = null;
    for (const value of values) {
        if (best === null || value > best) {
            second = best;
            best = value;
        } else if (value < best && (second === null || value > second)) {
            second = value;
        }
    }
    return second;
}

function main() {
    const n = Number(data[0]);
    const values = data.slice(1, 1 + n).map(Number);
    const answer = secondLargest(values);
    console.log(answer === null ? 'NONE' : String(answer));
}

main();
