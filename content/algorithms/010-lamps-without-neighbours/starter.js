const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return an array of every allowed pattern of n lamps (strings of 0 and 1 with no "11"),
// in dictionary order.
function patterns(n) {
    return [];
}

function main() {
    const n = Number(data[0]);
    const result = patterns(n);
    console.log([String(result.length), ...result].join('\n'));
}

main();
