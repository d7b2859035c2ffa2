const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function merge(first, second) {
    const result = [];
    let i = 0;
    let j = 0;
    while (i < first.length && j < second.length) {
        if (first[i] <= second[j]) result.push(first[i++]);
        else result.push(second[j++]);
    }
    while (i < first.length) result.push(first[i++]);
    while (j < second.length) result.push(second[j++]);
    return result;
}

function main() {
    const n = Number(data[0]);
    const first = data.slice(1, 1 + n).map(Number);
    const m = Number(data[1 + n]);
    const second = data.slice(2 + n, 2 + n + m).map(Number);
    console.log(merge(first, second).join(' '));
}

main();
