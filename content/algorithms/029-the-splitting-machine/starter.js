const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// n is a BigInt (it can reach 10^18).
// Return the total number of splits the machine performs on a starting pile of n pebbles, as a BigInt.
function splits(n) {
    return -1n;
}

function main() {
    const q = Number(data[0]);
    const answers = [];
    for (let i = 0; i < q; i++) answers.push(String(splits(BigInt(data[1 + i]))));
    console.log(answers.join('\n'));
}

main();
