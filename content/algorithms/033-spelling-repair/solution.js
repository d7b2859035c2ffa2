function editDistance(s, t) {
  const n = s.length;
  const m = t.length;
  // prev[j] and cur[j]: edits turning the first i-1 (resp. i) letters of s into the first j letters of t
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    for (let j = 1; j <= m; j++) {
      if (s[i - 1] === t[j - 1]) cur[j] = prev[j - 1];
      else cur[j] = 1 + Math.min(prev[j - 1], prev[j], cur[j - 1]);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[m];
}

const [s, t] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(String(editDistance(s, t)));
