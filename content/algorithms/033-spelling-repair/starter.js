function editDistance(s, t) {
  // Return the smallest number of single-letter inserts, deletes and replacements that turn s into t.
  return -1;
}

const [s, t] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(String(editDistance(s, t)));
