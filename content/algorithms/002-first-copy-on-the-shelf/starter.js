const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the 1-based position of the first occurrence of x in the sorted array numbers, or -1.
function firstPosition(numbers, x) {
    return 0;
}

function main() {
    const n = Number(data[0]);
    const numbers = data.slice(1, 1 + n).map(Number);
    const x = Number(data[1 + n]);
    console.log(String(firstPosition(numbers, x)));
}

main();
