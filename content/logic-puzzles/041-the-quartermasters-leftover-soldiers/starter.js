const data = require('fs').readFileSync(0, 'utf8');

// reports is an array of [m, r]: in rows of m soldiers, r are left over. Return the smallest number
// (0 or more) that fits every report, as a BigInt (it may pass 2^53), or null when no number does.
function fewestSoldiers(reports) {
  return 0n;
}

const tokens = data.trim().split(/\s+/).map(Number);
const n = tokens[0];
const reports = [];
for (let i = 0; i < n; i++) reports.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
const answer = fewestSoldiers(reports);
console.log(answer === null ? 'IMPOSSIBLE' : String(answer));
