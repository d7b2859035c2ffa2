#include <iostream>
#include <utility>
#include <vector>
using namespace std;

vector<int> count_roads(int n, const vector<pair<int, int>>& roads) {
    vector<int> count(n + 1, 0);
    for (const auto& [u, v] : roads) {
        count[u]++;
        count[v]++;
    }
    return count;
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
