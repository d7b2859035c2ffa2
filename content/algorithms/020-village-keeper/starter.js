const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the keeper (trusted by all n - 1 others, trusts nobody), or -1.
// statements is an array of [a, b] pairs meaning "a trusts b"; villagers are numbered 1..n.
function findKeeper(n, statements) {
    return 0;
}

function main() {
    const n = Number(data[0]);
    const m = Number(data[1]);
    const statements = [];
    for (let i = 0; i < m; i++) statements.push([Number(data[2 + 2 * i]), Number(data[3 + 2 * i])]);
    console.log(String(findKeeper(n, statements)));
}

main();
