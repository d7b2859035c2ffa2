const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// BigInts: piles reach 10^18.
function splits(n) {
    // Every pile that appears from n has size n / (2^a 3^b) (rounded down), so memo[a][b] remembers
    // its splits.
    const memo = Array.from({ length: 64 }, () => new Array(40).fill(null));
    function splitsFrom(pile, a, b) {
        if (pile === 0n) return 0n;
        if (memo[a][b] === null) {
            memo[a][b] = 1n + splitsFrom(pile / 2n, a + 1, b) + splitsFrom(pile / 3n, a, b + 1);
        }
        return memo[a][b];
    }
    return splitsFrom(n, 0, 0);
}

function main() {
    const q = Number(data[0]);
    const answers = [];
    for (let i = 0; i < q; i++) answers.push(String(splits(BigInt(data[1 + i]))));
    console.log(answers.join('\n'));
}

main();
