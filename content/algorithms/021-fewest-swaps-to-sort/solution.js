const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function fewestSwaps(heights) {
    const n = heights.length;
    // order[rank] = the position of the child with that rank (0 = shortest)
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => heights[a] - heights[b]);
    // target[i] = the position the child now at position i must move to
    const target = new Int32Array(n);
    for (let rank = 0; rank < n; rank++) target[order[rank]] = rank;
    // a cycle of k positions takes k - 1 swaps, so the answer is n minus the number of cycles
    const visited = new Uint8Array(n);
    let cycles = 0;
    for (let start = 0; start < n; start++) {
        if (visited[start]) continue;
        cycles++;
        for (let p = start; !visited[p]; p = target[p]) visited[p] = 1;
    }
    return n - cycles;
}

function main() {
    const n = Number(data[0]);
    const heights = data.slice(1, 1 + n).map(Number);
    console.log(String(fewestSwaps(heights)));
}

main();
