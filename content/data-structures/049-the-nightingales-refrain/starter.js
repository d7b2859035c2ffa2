// song is the nightingale's song as a string of lowercase letters, one letter per note. Return null if
// no note is sung twice. Otherwise return [length, position]: the length of the longest stretch of
// consecutive notes that occurs at two or more different places in the song (they may overlap), and the
// smallest position (counting from 1) at which a stretch of that length starts that occurs again
// somewhere else.
function longestRefrain(song) {
  return null;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const song = tokens[1];
const answer = longestRefrain(song);
console.log(answer === null ? 'NONE' : `${answer[0]} ${answer[1]}`);
