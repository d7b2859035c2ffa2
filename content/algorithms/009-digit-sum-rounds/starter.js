const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// number is a string of digits. Return an array [final digit, number of rounds].
function shrink(number) {
    return [0, 0];
}

function main() {
    const [digit, rounds] = shrink(data[0]);
    console.log(`${digit} ${rounds}`);
}

main();
