function thin(books, m) {
  const kept = [];
  let copies = 0; // copies of books[i] seen so far
  for (let i = 0; i < books.length; i++) {
    copies = i > 0 && books[i] === books[i - 1] ? copies + 1 : 1;
    if (copies <= m) kept.push(books[i]);
  }
  return kept;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const books = data.slice(2, 2 + n);
const kept = thin(books, m);
console.log(`${kept.length}\n${kept.join(' ')}`);
