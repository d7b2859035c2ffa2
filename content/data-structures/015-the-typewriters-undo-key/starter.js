const data = require('fs').readFileSync(0, 'utf8');

// Each command is an array: ['TYPE', word], ['ERASE', k] (k as a string), ['UNDO'] or ['REDO'].
// Return the final text, or "EMPTY" when it is empty.
function finalText(commands) {
  return 'EMPTY';
}

const lines = data.split('\n');
const q = Number(lines[0]);
const commands = [];
for (let i = 0; i < q; i++) commands.push(lines[1 + i].trim().split(/\s+/));
console.log(finalText(commands));
