const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Sorts a[lo, hi) using buffer and returns the number of out-of-order pairs inside it.
// The count stays below 150000² / 2, well within a Number's exact range.
function sortAndCount(a, buffer, lo, hi) {
    if (hi - lo < 2) return 0;
    const mid = lo + ((hi - lo) >> 1);
    let pairs = sortAndCount(a, buffer, lo, mid) + sortAndCount(a, buffer, mid, hi);
    let i = lo;
    let j = mid;
    let k = lo;
    while (i < mid && j < hi) {
        if (a[i] <= a[j]) {
            buffer[k++] = a[i++];
        } else {
            buffer[k++] = a[j++];
            pairs += mid - i; // a[j] is smaller than every left element still waiting
        }
    }
    while (i < mid) buffer[k++] = a[i++];
    while (j < hi) buffer[k++] = a[j++];
    a.set(buffer.subarray(lo, hi), lo);
    return pairs;
}

function countOutOfOrder(plays) {
    const a = Int32Array.from(plays);
    return sortAndCount(a, new Int32Array(a.length), 0, a.length);
}

function main() {
    const n = Number(data[0]);
    const plays = data.slice(1, 1 + n).map(Number);
    console.log(String(countOutOfOrder(plays)));
}

main();
