#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// Return true when players 1..n can be split into two teams
// with every rivalry (a, b) between the teams.
bool can_split(int n, const vector<pair<int, int>> &rivalries) {
    (void)n;
    (void)rivalries;
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<pair<int, int>> rivalries(m);
    for (auto &[a, b] : rivalries) cin >> a >> b;
    cout << (can_split(n, rivalries) ? "YES" : "NO") << "\n";
    return 0;
}
