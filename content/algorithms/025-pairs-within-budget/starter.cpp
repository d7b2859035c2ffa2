#include <iostream>
#include <vector>
using namespace std;

// Return the number of pairs i < j with prices[i] + prices[j] <= budget. You may reorder prices.
long long pairs_within_budget(vector<long long>& prices, long long budget) {
    (void)prices;
    (void)budget;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long budget;
    if (!(cin >> n >> budget)) return 1;
    vector<long long> prices(n);
    for (auto& price : prices) cin >> price;
    cout << pairs_within_budget(prices, budget) << "\n";
    return 0;
}
