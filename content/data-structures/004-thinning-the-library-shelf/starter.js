function thin(books, m) {
  // books is sorted; return the books that stay when at most m copies of each number are kept, in order.
  return books;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const books = data.slice(2, 2 + n);
const kept = thin(books, m);
console.log(`${kept.length}\n${kept.join(' ')}`);
