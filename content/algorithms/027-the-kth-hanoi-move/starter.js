const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// k is a BigInt (it can reach 2^60 - 1).
// Return [disk, fromPeg, toPeg] for step k of the shortest solution moving n disks from 'A' to 'C'.
function kthMove(n, k) {
    return [0, '?', '?'];
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
