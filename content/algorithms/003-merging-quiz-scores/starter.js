const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return one array holding every score of first and second, in non-decreasing order.
function merge(first, second) {
    return [];
}

function main() {
    const n = Number(data[0]);
    const first = data.slice(1, 1 + n).map(Number);
    const m = Number(data[1 + n]);
    const second = data.slice(2 + n, 2 + n + m).map(Number);
    console.log(merge(first, second).join(' '));
}

main();
