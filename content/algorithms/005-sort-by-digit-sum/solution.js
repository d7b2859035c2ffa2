const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function digitSum(number) {
    let total = 0;
    while (number > 0) {
        total += number % 10;
        number = Math.floor(number / 10);
    }
    return total;
}

function postmanOrder(numbers) {
    return [...numbers].sort((x, y) => digitSum(x) - digitSum(y) || x - y);
}

function main() {
    const n = Number(data[0]);
    const numbers = data.slice(1, 1 + n).map(Number);
    console.log(postmanOrder(numbers).join(' '));
}

main();
