#include <iostream>
#include <vector>
using namespace std;

int fewest_coins(const vector<int> &coins, int amount) {
    const int impossible = amount + 1; // more coins than any real answer can need
    // best[x] = fewest coins that make exactly x
    vector<int> best(amount + 1, impossible);
    best[0] = 0;
    for (int x = 1; x <= amount; x++) {
        for (int c : coins) {
            if (c <= x && best[x - c] + 1 < best[x]) best[x] = best[x - c] + 1;
        }
    }
    return best[amount] == impossible ? -1 : best[amount];
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
