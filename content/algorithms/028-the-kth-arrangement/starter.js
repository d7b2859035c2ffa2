const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// k is a BigInt (20! is beyond a Number's exact range).
// Return the k-th order (counting from 1) of the numbers 1..n in dictionary order, as an array.
function kthArrangement(n, k) {
    return [];
}

function main() {
    const q = Number(data[0]);
    const answers = [];
    for (let i = 0; i < q; i++) {
        const n = Number(data[1 + 2 * i]);
        const k = BigInt(data[2 + 2 * i]);
        answers.push(kthArrangement(n, k).join(' '));
    }
    console.log(answers.join('\n'));
}

main();
