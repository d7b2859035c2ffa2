const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return every non-empty group of the letters, each written in alphabetical order,
// as an array of strings in dictionary order.
function selections(letters) {
    return [];
}

function main() {
    const letters = data[0];
    console.log(selections(letters).join('\n'));
}

main();
