const data = require('fs').readFileSync(0, 'utf8');

// Each command is an array: ['OPEN', page], ['BACK'] or ['FORWARD'].
// Return the array of pages on screen after each command.
function browse(commands) {
  // Two stacks: the pages BACK returns to and the pages FORWARD returns to, the nearest on top.
  const back = [];
  let forward = [];
  let current = 'home';
  const shown = [];
  for (const [word, page] of commands) {
    if (word === 'OPEN') {
      back.push(current);
      current = page;
      forward = [];
    } else if (word === 'BACK') {
      if (back.length > 0) {
        forward.push(current);
        current = back.pop();
      }
    } else if (forward.length > 0) {
      back.push(current);
      current = forward.pop();
    }
    shown.push(current);
  }
  return shown;
}

const lines = data.split('\n');
const q = Number(lines[0]);
const commands = [];
for (let i = 0; i < q; i++) commands.push(lines[1 + i].trim().split(/\s+/));
console.log(browse(commands).join('\n'));
