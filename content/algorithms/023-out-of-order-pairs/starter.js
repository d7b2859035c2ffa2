const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the number of pairs i < j with plays[i] > plays[j]. You may reorder plays.
function countOutOfOrder(plays) {
    return -1;
}

function main() {
    const n = Number(data[0]);
    const plays = data.slice(1, 1 + n).map(Number);
    console.log(String(countOutOfOrder(plays)));
}

main();
