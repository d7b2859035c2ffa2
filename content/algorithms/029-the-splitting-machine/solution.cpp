#include <iostream>
#include <vector>
using namespace std;

// Every pile that appears from n has size n / (2^a 3^b) (rounded down), so memo[a][b] remembers its splits
// (-1 while unknown).
static long long splits_from(long long pile, int a, int b, vector<vector<long long>>& memo) {
    if (pile == 0) return 0;
    if (memo[a][b] < 0)
        memo[a][b] = 1 + splits_from(pile / 2, a + 1, b, memo) + splits_from(pile / 3, a, b + 1, memo);
    return memo[a][b];
}

long long splits(long long n) {
    vector<vector<long long>> memo(64, vector<long long>(40, -1));
    return splits_from(n, 0, 0, memo);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    for (int i = 0; i < q; i++) {
        long long n;
        cin >> n;
        cout << splits(n) << "\n";
    }
    return 0;
}
