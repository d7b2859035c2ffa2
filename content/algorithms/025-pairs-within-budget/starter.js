const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Return the number of pairs i < j with prices[i] + prices[j] <= budget.
function pairsWithinBudget(prices, budget) {
    return -1;
}

function main() {
    const n = Number(data[0]);
    const budget = Number(data[1]);
    const prices = data.slice(2, 2 + n).map(Number);
    console.log(String(pairsWithinBudget(prices, budget)));
}

main();
