// words: the statement names; statement i is words[i].
// A literal is a pair [i, value]: "statement i has this value" (value false stands for NOT words[i]).
// rules: array of [a, b] literal pairs, meaning IF a THEN b. facts: array of literals.
// questions: array of statement indexes. Return one of "TRUE", "FALSE", "UNKNOWN" per question.
function conclude(words, rules, facts, questions) {
  return questions.map(() => 'UNKNOWN');
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
