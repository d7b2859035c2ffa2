const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function hanoi(n, source, target, spare, moves) {
    if (n === 0) return;
    hanoi(n - 1, source, spare, target, moves);
    moves.push([n, source, target]);
    hanoi(n - 1, spare, target, source, moves);
}

function main() {
    const n = Number(data[0]);
    const moves = [];
    hanoi(n, 'A', 'C', 'B', moves);
    const lines = [String(moves.length)];
    for (const [disk, from, to] of moves) lines.push(`${disk} ${from} ${to}`);
    console.log(lines.join('\n'));
}

main();
