const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function selections(letters) {
    const sorted = [...letters].sort();
    const groups = [];
    // prefix is the current group; try each letter from `start` on as the next one.
    function extend(prefix, start) {
        for (let i = start; i < sorted.length; i++) {
            groups.push(prefix + sorted[i]);
            extend(prefix + sorted[i], i + 1);
        }
    }
    extend('', 0);
    return groups;
}

function main() {
    const letters = data[0];
    console.log(selections(letters).join('\n'));
}

main();
