const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// BigInts throughout: b reaches 10^18 and a product of two remainders 10^18, beyond a Number's exact range.
function power(a, b, m) {
    if (b === 0n) return 1n % m;
    const half = power(a, b / 2n, m);
    let result = (half * half) % m;
    if (b % 2n === 1n) result = (result * (a % m)) % m;
    return result;
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
