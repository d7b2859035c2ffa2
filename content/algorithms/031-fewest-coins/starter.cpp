#include <iostream>
#include <vector>
using namespace std;

// Return the fewest coins (values in coins, unlimited supply) that add up to exactly amount,
// or -1 when it cannot be done.
int fewest_coins(const vector<int> &coins, int amount) {
    (void)coins;
    (void)amount;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k, amount;
    if (!(cin >> k >> amount)) return 1;
    vector<int> coins(k);
    for (int &c : coins) cin >> c;
    cout << fewest_coins(coins, amount) << "\n";
    return 0;
}
