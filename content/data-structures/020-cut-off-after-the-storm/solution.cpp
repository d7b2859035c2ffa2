#include <iostream>
#include <queue>
#include <utility>
#include <vector>
using namespace std;

// roads holds the pairs (a, b) of villages joined by a usable road. Return the villages that cannot
// reach village 1, in increasing order.
vector<int> cut_off(int n, const vector<pair<int, int>> &roads) {
    vector<vector<int>> neighbours(n + 1);
    for (auto [a, b] : roads) {
        neighbours[a].push_back(b);
        neighbours[b].push_back(a);
    }
    // Breadth-first search from village 1 marks every village that can reach it.
    vector<char> reached(n + 1, 0);
    queue<int> pending;
    reached[1] = 1;
    pending.push(1);
    while (!pending.empty()) {
        int village = pending.front();
        pending.pop();
        for (int other : neighbours[village])
            if (!reached[other]) {
                reached[other] = 1;
                pending.push(other);
            }
    }
    vector<int> villages;
    for (int v = 1; v <= n; v++)
        if (!reached[v]) villages.push_back(v);
    return villages;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<pair<int, int>> roads(m);
    for (auto &[a, b] : roads) cin >> a >> b;
    vector<int> villages = cut_off(n, roads);
    if (villages.empty()) cout << "NONE\n";
    for (size_t i = 0; i < villages.size(); i++) cout << villages[i] << (i + 1 < villages.size() ? " " : "\n");
    return 0;
}
