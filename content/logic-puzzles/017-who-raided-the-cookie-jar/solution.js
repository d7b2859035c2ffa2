// statements: one [speaker, kind, names] per child, in the order they spoke; kind is "did", "not" or "or".
// Returns the names of the children who could be the culprit: supposing each one did it in turn, exactly
// t statements must come out true.
function possibleCulprits(statements, t) {
  const culprits = [];
  for (const [culprit] of statements) {
    let trueCount = 0;
    for (const [speaker, kind, names] of statements) {
      const [a, b] = names.map((name) => (name === 'I' ? speaker : name));
      let holds;
      if (kind === 'not') holds = culprit !== a;
      else if (kind === 'did') holds = culprit === a;
      else holds = culprit === a || culprit === b;
      if (holds) trueCount++;
    }
    if (trueCount === t) culprits.push(culprit);
  }
  return culprits;
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
