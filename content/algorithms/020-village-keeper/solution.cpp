#include <iostream>
#include <utility>
#include <vector>
using namespace std;

int find_keeper(int n, const vector<pair<int, int>>& statements) {
    vector<int> trusted_by(n + 1, 0), trusts(n + 1, 0);
    for (const auto& [a, b] : statements) {
        trusts[a]++;
        trusted_by[b]++;
    }
    int keeper = -1;
    for (int v = 1; v <= n; v++)
        if (trusted_by[v] == n - 1 && trusts[v] == 0) keeper = v;
    return keeper;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<pair<int, int>> statements(m);
    for (auto& [a, b] : statements) cin >> a >> b;
    cout << find_keeper(n, statements) << "\n";
    return 0;
}
