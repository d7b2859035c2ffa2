const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function directFlights(n, flights, questions) {
    // adjacency matrix, flattened: linked[a * (n + 1) + b] is 1 when a direct flight joins a and b
    const linked = new Uint8Array((n + 1) * (n + 1));
    for (const [u, v] of flights) {
        linked[u * (n + 1) + v] = 1;
        linked[v * (n + 1) + u] = 1;
    }
    return questions.map(([a, b]) => linked[a * (n + 1) + b] === 1);
}

function main() {
    const [n, m, q] = data.slice(0, 3).map(Number);
    const nums = data.slice(3, 3 + 2 * (m + q)).map(Number);
    const flights = [];
    for (let j = 0; j < m; j++) flights.push([nums[2 * j], nums[2 * j + 1]]);
    const questions = [];
    for (let i = 0; i < q; i++) questions.push([nums[2 * (m + i)], nums[2 * (m + i) + 1]]);
    const answers = directFlights(n, flights, questions);
    console.log(answers.map((yes) => (yes ? 'YES' : 'NO')).join('\n'));
}

main();
