const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the numbers sorted by increasing digit sum, ties broken by the smaller number first.
function postmanOrder(numbers) {
    return numbers;
}

function main() {
    const n = Number(data[0]);
    const numbers = data.slice(1, 1 + n).map(Number);
    console.log(postmanOrder(numbers).join(' '));
}

main();
