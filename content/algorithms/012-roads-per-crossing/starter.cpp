#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// Return a vector of n + 1 counters where count[c] is the number of roads at crossing c (1 <= c <= n;
// count[0] is unused). roads holds the (u, v) pairs.
vector<int> count_roads(int n, const vector<pair<int, int>>& roads) {
    (void)roads;
    return vector<int>(n + 1, 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<pair<int, int>> roads(m);
    for (auto& [u, v] : roads) cin >> u >> v;
    vector<int> count = count_roads(n, roads);
    for (int c = 1; c <= n; c++) cout << count[c] << (c == n ? '\n' : ' ');
    return 0;
}
