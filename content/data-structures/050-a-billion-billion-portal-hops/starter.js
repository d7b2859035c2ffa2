// portal[x] is the room that room x's portal leads to (rooms 1..n, index 0 unused).
// questions[i] is [x, k], with k a BigInt (it reaches 10^18, beyond a Number's exact range).
// Return one room per question, in order: where k hops from room x end.
function destinations(n, portal, questions) {
  return questions.map(([x, k]) => x);
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const q = Number(tokens[1]);
const portal = [0];
for (let x = 1; x <= n; x++) portal.push(Number(tokens[1 + x]));
const questions = [];
for (let i = 0; i < q; i++) questions.push([Number(tokens[2 + n + 2 * i]), BigInt(tokens[3 + n + 2 * i])]);
console.log(destinations(n, portal, questions).join('\n'));
