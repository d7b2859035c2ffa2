const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the second largest distinct value, or null when there is none.
function secondLargest(values) {
    return null;
}

function main() {
    const n = Number(data[0]);
    const values = data.slice(1, 1 + n).map(Number);
    const answer = secondLargest(values);
    console.log(answer === null ? 'NONE' : String(answer));
}

main();
