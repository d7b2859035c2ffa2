const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function firstPosition(numbers, x) {
    let lo = 0;
    let hi = numbers.length; // the first index with numbers[i] >= x lies in [lo, hi]
    while (lo < hi) {
        const mid = lo + ((hi - lo) >> 1);
        if (numbers[mid] < x) lo = mid + 1;
        else hi = mid;
    }
    return lo < numbers.length && numbers[lo] === x ? lo + 1 : -1;
}

function main() {
    const n = Number(data[0]);
    const numbers = data.slice(1, 1 + n).map(Number);
    const x = Number(data[1 + n]);
    console.log(String(firstPosition(numbers, x)));
}

main();
