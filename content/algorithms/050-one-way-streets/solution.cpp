#include <algorithm>
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

int streets_to_add(int n, const vector<pair<int, int>> &streets) {
    vector<vector<int>> out(n + 1); // the ends of the streets leaving each intersection
    for (auto [a, b] : streets) out[a].push_back(b);

    // Tarjan's algorithm with an explicit stack
    vector<int> number(n + 1, 0); // discovery number, 0 = not visited
    vector<int> low(n + 1), slot(n + 1);
    vector<int> comp(n + 1, 0); // component of each intersection, 0 = not assigned
    vector<int> path;           // the depth-first search path
    vector<int> waiting;        // visited, not yet in a component
    int counter = 0, comps = 0;
    for (int root = 1; root <= n; root++) {
        if (number[root]) continue;
        path.push_back(root);
        number[root] = low[root] = ++counter;
        slot[root] = 0;
        waiting.push_back(root);
        while (!path.empty()) {
            int x = path.back();
            if (slot[x] < (int)out[x].size()) {
                int y = out[x][slot[x]++];
                if (!number[y]) {
                    number[y] = low[y] = ++counter;
                    slot[y] = 0;
                    waiting.push_back(y);
                    path.push_back(y);
                } else if (!comp[y]) {
                    low[x] = min(low[x], number[y]); // y is still waiting: it is in the current path's component
                }
            } else {
                path.pop_back();
                if (!path.empty()) low[path.back()] = min(low[path.back()], low[x]);
                if (low[x] == number[x]) { // x is the first intersection of a component
                    comps++;
                    int y;
                    do {
                        y = waiting.back();
                        waiting.pop_back();
                        comp[y] = comps;
                    } while (y != x);
                }
            }
        }
    }
    if (comps == 1) return 0;
    // Shrink each component to a point: sources need a street in, sinks need one out.
    vector<char> has_in(comps + 1, 0), has_out(comps + 1, 0);
    for (auto [a, b] : streets) {
        if (comp[a] != comp[b]) {
            has_out[comp[a]] = 1;
            has_in[comp[b]] = 1;
        }
    }
    int sources = 0, sinks = 0;
    for (int c = 1; c <= comps; c++) {
        if (!has_in[c]) sources++;
        if (!has_out[c]) sinks++;
    }
    return max(sources, sinks);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<pair<int, int>> streets(m);
    for (auto &[a, b] : streets) cin >> a >> b;
    cout << streets_to_add(n, streets) << "\n";
    return 0;
}
