#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// Returns the numbers (1-based, increasing) of the roads that lie on no cycle (the bridges).
vector<int> critical_roads(int n, const vector<pair<int, int>> &roads) {
    int m = (int)roads.size();
    vector<vector<pair<int, int>>> adj(n + 1); // (neighbour, road number)
    for (int i = 1; i <= m; i++) {
        auto [u, v] = roads[i - 1];
        adj[u].push_back({v, i});
        adj[v].push_back({u, i});
    }
    vector<int> number(n + 1, 0); // discovery number, 0 = not visited
    vector<int> low(n + 1), came_by(n + 1), next_slot(n + 1);
    vector<char> is_critical(m + 1, 0);
    vector<int> stack; // the depth-first search path, kept explicitly
    int counter = 0;
    for (int root = 1; root <= n; root++) {
        if (number[root]) continue;
        stack.push_back(root);
        came_by[root] = 0;
        number[root] = low[root] = ++counter;
        next_slot[root] = 0;
        while (!stack.empty()) {
            int x = stack.back();
            if (next_slot[x] < (int)adj[x].size()) {
                auto [y, road] = adj[x][next_slot[x]++];
                if (road == came_by[x]) continue; // do not go back along the same road
                if (number[y]) {
                    low[x] = min(low[x], number[y]);
                } else {
                    number[y] = low[y] = ++counter;
                    came_by[y] = road;
                    next_slot[y] = 0;
                    stack.push_back(y);
                }
            } else {
                stack.pop_back(); // x is finished: report to its parent
                if (!stack.empty()) {
                    int parent = stack.back();
                    low[parent] = min(low[parent], low[x]);
                    // nothing below x reaches back to parent or above: the road into x is on no cycle
                    if (low[x] > number[parent]) is_critical[came_by[x]] = 1;
                }
            }
        }
    }
    vector<int> critical;
    for (int i = 1; i <= m; i++)
        if (is_critical[i]) critical.push_back(i);
    return critical;
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
