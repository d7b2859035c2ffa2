const data = require('fs').readFileSync(0, 'utf8');

// Each command is an array: ['OPEN', page], ['BACK'] or ['FORWARD'].
// Return the array of pages on screen after each command.
function browse(commands) {
  return commands.map(() => 'home');
}

const lines = data.split('\n');
const q = Number(lines[0]);
const commands = [];
for (let i = 0; i < q; i++) commands.push(lines[1 + i].trim().split(/\s+/));
console.log(browse(commands).join('\n'));
