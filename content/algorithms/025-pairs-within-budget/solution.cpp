#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

long long pairs_within_budget(vector<long long>& prices, long long budget) {
    sort(prices.begin(), prices.end());
    long long count = 0;
    int i = 0, j = (int)prices.size() - 1;
    while (i < j) {
        if (prices[i] + prices[j] <= budget) {
            count += j - i; // gift i pairs with every gift from i + 1 to j
            i++;
        } else {
            j--; // gift j is too dear even with the cheapest gift left
        }
    }
    return count;
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
