#include <array>
#include <iostream>
#include <vector>
using namespace std;

// Return the shortest driving time from crossing 1 to crossing n, or -1 when n cannot be reached.
// Each road {u, v, w} joins u and v both ways and takes w minutes.
long long fastest_route(int n, const vector<array<int, 3>> &roads) {
    (void)n;
    (void)roads;
    return 0;
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
