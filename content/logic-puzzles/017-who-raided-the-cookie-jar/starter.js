// statements: one [speaker, kind, names] per child, in the order they spoke. kind is
//   "did" - names[0] did it,  "not" - names[0] did not do it,  "or" - names[0] or names[1] did it.
// A name may be "I", meaning the speaker. Exactly t statements must be true.
// Return an array of the names who could be the culprit, in the order they spoke.
function possibleCulprits(statements, t) {
  return [];
}

function parse(line) {
  const words = line.trim().split(/\s+/);
  const [speaker, , ...said] = words;
  if (said.slice(1).join(' ') === 'did not do it') return [speaker, 'not', [said[0]]];
  if (said.length === 5) return [speaker, 'or', [said[0], said[2]]];
  return [speaker, 'did', [said[0]]];
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, t] = lines[0].trim().split(/\s+/).map(Number);
const culprits = possibleCulprits(lines.slice(1, 1 + n).map(parse), t);
console.log(culprits.length > 0 ? culprits.join(' ') : 'NONE');
