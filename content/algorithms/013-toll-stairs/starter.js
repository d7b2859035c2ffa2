const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the smallest total toll to climb from the ground to the landing.
// tolls[0] is the toll of step 1, tolls[tolls.length - 1] the toll of step n.
function cheapestClimb(tolls) {
    return -1;
}

function main() {
    const n = Number(data[0]);
    const tolls = data.slice(1, 1 + n).map(Number);
    console.log(String(cheapestClimb(tolls)));
}

main();
