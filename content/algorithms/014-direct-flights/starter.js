const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return an array with one boolean per question [a, b]:
// true when a direct flight joins airports a and b.
// flights is an array of [u, v] pairs; airports are numbered 1..n.
function directFlights(n, flights, questions) {
    return questions.map(() => false);
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
