const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Step k (a BigInt: it reaches 2^60 - 1) of the shortest solution moving n disks from source to target.
function moveIn(n, k, source, target, spare) {
    const half = 1n << BigInt(n - 1); // step number of disk n's own move
    if (k === half) return [n, source, target];
    if (k < half) return moveIn(n - 1, k, source, spare, target);
    return moveIn(n - 1, k - half, spare, target, source);
}

function kthMove(n, k) {
    return moveIn(n, k, 'A', 'C', 'B');
}

function main() {
    const q = Number(data[0]);
    const answers = [];
    for (let i = 0; i < q; i++) {
        const n = Number(data[1 + 2 * i]);
        const k = BigInt(data[2 + 2 * i]);
        const [disk, from, to] = kthMove(n, k);
        answers.push(`${disk} ${from} ${to}`);
    }
    console.log(answers.join('\n'));
}

main();
