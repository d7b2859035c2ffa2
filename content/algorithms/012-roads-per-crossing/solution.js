const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function countRoads(n, roads) {
    const count = new Array(n).fill(0);
    for (const [u, v] of roads) {
        count[u - 1]++;
        count[v - 1]++;
    }
    return count;
}

function main() {
    const n = Number(data[0]);
    const m = Number(data[1]);
    const roads = [];
    for (let i = 0; i < m; i++) roads.push([Number(data[2 + 2 * i]), Number(data[3 + 2 * i])]);
    console.log(countRoads(n, roads).join(' '));
}

main();
