const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Sums reach 2·10^9 and the count 2·10^10: both well within a Number's exact range.
function pairsWithinBudget(prices, budget) {
    const sorted = Float64Array.from(prices).sort(); // typed arrays sort numerically
    let count = 0;
    let i = 0;
    let j = sorted.length - 1;
    while (i < j) {
        if (sorted[i] + sorted[j] <= budget) {
            count += j - i; // gift i pairs with every gift from i + 1 to j
            i++;
        } else {
            j--; // gift j is too dear even with the cheapest gift left
        }
    }
    return count;
}

function main() {
    const n = Number(data[0]);
    const budget = Number(data[1]);
    const prices = data.slice(2, 2 + n).map(Number);
    console.log(String(pairsWithinBudget(prices, budget)));
}

main();
