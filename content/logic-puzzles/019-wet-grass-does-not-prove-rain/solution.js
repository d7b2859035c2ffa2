// words: the statement names. A literal is [i, value]: "statement i has this value".
// Tries every world (each of the at most 12 statements true or false) and keeps those where every rule
// and fact holds; a question is TRUE or FALSE when its statement takes one value in all of them.
function conclude(words, rules, facts, questions) {
  const n = words.length;
  const holds = (world, [i, value]) => (((world >> i) & 1) === 1) === value;
  const everTrue = new Array(n).fill(false);
  const everFalse = new Array(n).fill(false);
  for (let world = 0; world < 1 << n; world++) {
    if (rules.some(([a, b]) => holds(world, a) && !holds(world, b))) continue;
    if (!facts.every((fact) => holds(world, fact))) continue;
    for (let i = 0; i < n; i++) {
      if ((world >> i) & 1) everTrue[i] = true;
      else everFalse[i] = true;
    }
  }
  return questions.map((i) => (everTrue[i] && everFalse[i] ? 'UNKNOWN' : everTrue[i] ? 'TRUE' : 'FALSE'));
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, f, q] = lines[0].trim().split(/\s+/).map(Number);
const words = [];
function wordIndex(word) {
  if (!words.includes(word)) words.push(word);
  return words.indexOf(word);
}
function literal(tokens) {
  if (tokens[0] === 'NOT') return [wordIndex(tokens[1]), false];
  return [wordIndex(tokens[0]), true];
}
const tokensOf = (line) => line.trim().split(/\s+/);
const rules = [];
for (const line of lines.slice(1, 1 + r)) {
  const tokens = tokensOf(line);
  const then = tokens.indexOf('THEN');
  rules.push([literal(tokens.slice(1, then)), literal(tokens.slice(then + 1))]);
}
const facts = lines.slice(1 + r, 1 + r + f).map((line) => literal(tokensOf(line)));
const questions = lines.slice(1 + r + f, 1 + r + f + q).map((line) => wordIndex(line.trim()));
console.log(conclude(words, rules, facts, questions).join('\n'));
