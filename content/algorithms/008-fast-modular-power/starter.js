const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// a, b and m are BigInts (b can reach 10^18).
// Return a to the power b, modulo m (a BigInt from 0 to m - 1).
function power(a, b, m) {
    return -1n;
}

function main() {
    const t = Number(data[0]);
    const answers = [];
    for (let q = 0; q < t; q++) {
        const [a, b, m] = data.slice(1 + 3 * q, 4 + 3 * q).map(BigInt);
        answers.push(String(power(a, b, m)));
    }
    console.log(answers.join('\n'));
}

main();
