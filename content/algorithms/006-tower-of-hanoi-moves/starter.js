const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Push onto moves, in order, every move [disk, fromPeg, toPeg] that carries the n smallest disks
// from peg source to peg target, using peg spare.
function hanoi(n, source, target, spare, moves) {}

function main() {
    const n = Number(data[0]);
    const moves = [];
    hanoi(n, 'A', 'C', 'B', moves);
    const lines = [String(moves.length)];
    for (const [disk, from, to] of moves) lines.push(`${disk} ${from} ${to}`);
    console.log(lines.join('\n'));
}

main();
