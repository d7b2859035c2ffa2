const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// BigInts for k and the factorials: 20! is beyond 2^53.
function factorial(m) {
    let f = 1n;
    for (let i = 2n; i <= BigInt(m); i++) f *= i;
    return f;
}

// Appends order number index (counting from 0) of the sorted values in unused to order.
function arrange(unused, index, order) {
    if (unused.length === 0) return;
    const block = factorial(unused.length - 1); // orders per choice of the first element
    const pick = Number(index / block);
    order.push(unused[pick]);
    unused.splice(pick, 1); // the rest stays sorted
    arrange(unused, index % block, order);
}

function kthArrangement(n, k) {
    const unused = Array.from({ length: n }, (_, i) => i + 1);
    const order = [];
    arrange(unused, k - 1n, order);
    return order;
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
