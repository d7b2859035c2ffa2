#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// Return the numbers (1-based, increasing) of the critical roads.
// roads[i - 1] is the pair (u, v) of villages joined by road i; villages are numbered 1..n.
vector<int> critical_roads(int n, const vector<pair<int, int>> &roads) {
    (void)n;
    (void)roads;
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<pair<int, int>> roads(m);
    for (auto &[u, v] : roads) cin >> u >> v;
    vector<int> critical = critical_roads(n, roads);
    int k = (int)critical.size();
    cout << k << "\n";
    for (int i = 0; i < k; i++) cout << critical[i] << (i == k - 1 ? '\n' : ' ');
    return 0;
}
