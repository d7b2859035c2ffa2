const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function fewestRooms(meetings) {
    // typed arrays sort numerically
    const starts = Int32Array.from(meetings, ([start]) => start).sort();
    const ends = Int32Array.from(meetings, ([, end]) => end).sort();
    let rooms = 0;
    let best = 0;
    for (let i = 0, j = 0; i < starts.length; i++) {
        while (ends[j] <= starts[i]) {
            // meetings over by now have freed their rooms
            j++;
            rooms--;
        }
        rooms++;
        best = Math.max(best, rooms);
    }
    return best;
}

function main() {
    const n = Number(data[0]);
    const meetings = [];
    for (let i = 0; i < n; i++) meetings.push([Number(data[1 + 2 * i]), Number(data[2 + 2 * i])]);
    console.log(String(fewestRooms(meetings)));
}

main();
