#include <iostream>
#include <vector>
using namespace std;

struct Route {
    int u, v, w;
};

// Return the smallest total cost of routes (each links u and v for w coins)
// that connect all villages 1..n, or -1 when that is impossible.
long long cheapest_network(int n, vector<Route> routes) {
    (void)n;
    (void)routes;
    return 0;
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
