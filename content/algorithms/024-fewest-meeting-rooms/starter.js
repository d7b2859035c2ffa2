const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// meetings is an array of [start, end] pairs; a meeting uses its room from start up to, not including, end.
// Return the smallest number of rooms that hosts all meetings without clashes.
function fewestRooms(meetings) {
    return -1;
}

function main() {
    const n = Number(data[0]);
    const meetings = [];
    for (let i = 0; i < n; i++) meetings.push([Number(data[1 + 2 * i]), Number(data[2 + 2 * i])]);
    console.log(String(fewestRooms(meetings)));
}

main();
