#include <algorithm>
#include <iostream>
#include <numeric>
#include <utility>
#include <vector>
using namespace std;

struct Route {
    int u, v, w;
};

static int find_root(vector<int> &parent, int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]]; // path halving
        x = parent[x];
    }
    return x;
}

long long cheapest_network(int n, vector<Route> routes) {
    // Kruskal: take the cheapest routes first, skipping any that joins villages already connected.
    sort(routes.begin(), routes.end(), [](const Route &a, const Route &b) { return a.w < b.w; });
    vector<int> parent(n + 1), size(n + 1, 1);
    iota(parent.begin(), parent.end(), 0);
    long long total = 0;
    int laid = 0;
    for (const Route &r : routes) {
        if (laid == n - 1) break;
        int a = find_root(parent, r.u), b = find_root(parent, r.v);
        if (a == b) continue; // already connected
        if (size[a] < size[b]) swap(a, b);
        parent[b] = a;
        size[a] += size[b];
        total += r.w;
        laid++;
    }
    return laid == n - 1 ? total : -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<Route> routes(m);
    for (auto &r : routes) cin >> r.u >> r.v >> r.w;
    long long cost = cheapest_network(n, routes);
    if (cost < 0) cout << "IMPOSSIBLE\n";
    else cout << cost << "\n";
    return 0;
}
