const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function shrink(number) {
    if (number.length === 1) return [Number(number), 0];
    let total = 0;
    for (let i = 0; i < number.length; i++) total += number.charCodeAt(i) - 48;
    const [digit, rounds] = shrink(String(total));
    return [digit, rounds + 1];
}

function main() {
    const [digit, rounds] = shrink(data[0]);
    console.log(`${digit} ${rounds}`);
}

main();
