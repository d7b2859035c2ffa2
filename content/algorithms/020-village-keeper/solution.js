const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function findKeeper(n, statements) {
    const trustedBy = new Int32Array(n + 1);
    const trusts = new Int32Array(n + 1);
    for (const [a, b] of statements) {
        trusts[a]++;
        trustedBy[b]++;
    }
    let keeper = -1;
    for (let v = 1; v <= n; v++) {
        if (trustedBy[v] === n - 1 && trusts[v] === 0) keeper = v;
    }
    return keeper;
}

function main() {
    const n = Number(data[0]);
    const m = Number(data[1]);
    const statements = [];
    for (let i = 0; i < m; i++) statements.push([Number(data[2 + 2 * i]), Number(data[3 + 2 * i])]);
    console.log(String(findKeeper(n, statements)));
}

main();
