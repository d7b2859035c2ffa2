const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function patterns(n) {
    const result = [];
    // pattern holds the first lamps; 0 is tried before 1, so results come in dictionary order.
    function build(pattern) {
        if (pattern.length === n) {
            result.push(pattern);
            return;
        }
        build(pattern + '0');
        if (pattern === '' || pattern.endsWith('0')) build(pattern + '1');
    }
    build('');
    return result;
}

function main() {
    const n = Number(data[0]);
    const result = patterns(n);
    console.log([String(result.length), ...result].join('\n'));
}

main();
