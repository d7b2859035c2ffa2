#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// Return the fewest new one-way streets needed so that every intersection 1..n can reach every other.
// Each street (a, b) leads from a to b.
int streets_to_add(int n, const vector<pair<int, int>> &streets) {
    (void)n;
    (void)streets;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<pair<int, int>> streets(m);
    for (auto &[a, b] : streets) cin >> a >> b;
    cout << streets_to_add(n, streets) << "\n";
    return 0;
}
