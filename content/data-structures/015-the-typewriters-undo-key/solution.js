const data = require('fs').readFileSync(0, 'utf8');

// Each command is an array: ['TYPE', word], ['ERASE', k] (k as a string), ['UNDO'] or ['REDO'].
// Return the final text, or "EMPTY" when it is empty.
function finalText(commands) {
  // The text as a stack of characters; a change is { isType, letters } with the word typed or the
  // characters an ERASE actually deleted.
  const text = [];
  const add = (letters) => {
    for (const c of letters) text.push(c);
  };
  const remove = (letters) => {
    text.length -= letters.length;
  };
  // The changes UNDO can cancel and those REDO can bring back, the latest on top.
  const done = [];
  let undone = [];
  for (const [word, argument] of commands) {
    if (word === 'UNDO') {
      if (done.length > 0) {
        const change = done.pop();
        if (change.isType) remove(change.letters);
        else add(change.letters);
        undone.push(change);
      }
    } else if (word === 'REDO') {
      if (undone.length > 0) {
        const change = undone.pop();
        if (change.isType) add(change.letters);
        else remove(change.letters);
        done.push(change);
      }
    } else {
      let change;
      if (word === 'TYPE') {
        change = { isType: true, letters: argument };
        add(argument);
      } else {
        const k = Math.min(Number(argument), text.length);
        change = { isType: false, letters: text.slice(text.length - k).join('') };
        remove(change.letters);
      }
      done.push(change);
      undone = []; // a new change forgets the cancelled ones
    }
  }
  return text.length > 0 ? text.join('') : 'EMPTY';
}

const lines = data.split('\n');
const q = Number(lines[0]);
const commands = [];
for (let i = 0; i < q; i++) commands.push(lines[1 + i].trim().split(/\s+/));
console.log(finalText(commands));
