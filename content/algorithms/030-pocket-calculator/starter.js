const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the value of the expression (a string such as "2*(3+4)-5") modulo 1000000007,
// as a number from 0 to 1000000006.
function evaluate(expression) {
    return -1;
}

function main() {
    console.log(String(evaluate(data[0])));
}

main();
