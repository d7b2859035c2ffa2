const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return an array of n numbers: how many roads end at crossing 1, 2, ..., n.
// roads is an array of [u, v] pairs.
function countRoads(n, roads) {
    return new Array(n).fill(0);
}

function main() {
    const n = Number(data[0]);
    const m = Number(data[1]);
    const roads = [];
    for (let i = 0; i < m; i++) roads.push([Number(data[2 + 2 * i]), Number(data[3 + 2 * i])]);
    console.log(countRoads(n, roads).join(' '));
}

main();
