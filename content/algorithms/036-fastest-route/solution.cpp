#include <array>
#include <functional>
#include <iostream>
#include <queue>
#include <utility>
#include <vector>
using namespace std;

long long fastest_route(int n, const vector<array<int, 3>> &roads) {
    vector<vector<pair<int, int>>> adj(n + 1); // (neighbour, minutes)
    for (const auto &[u, v, w] : roads) {
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    vector<long long> best(n + 1, -1); // -1: not reached yet
    // Dijkstra: a min-heap of (time, crossing); out-of-date entries are skipped when popped
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;
    best[1] = 0;
    heap.push({0, 1});
    while (!heap.empty()) {
        auto [time, x] = heap.top();
        heap.pop();
        if (time != best[x]) continue;
        if (x == n) break;
        for (auto [next, w] : adj[x]) {
            long long t = time + w;
            if (best[next] == -1 || t < best[next]) {
                best[next] = t;
                heap.push({t, next});
            }
        }
    }
    return best[n];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<array<int, 3>> roads(m);
    for (auto &[u, v, w] : roads) cin >> u >> v >> w;
    cout << fastest_route(n, roads) << "\n";
    return 0;
}
