#include <iostream>
#include <utility>
#include <vector>
using namespace std;

bool can_split(int n, const vector<pair<int, int>> &rivalries) {
    vector<vector<int>> adj(n + 1);
    for (auto [a, b] : rivalries) {
        adj[a].push_back(b);
        adj[b].push_back(a);
    }
    vector<int> team(n + 1, -1); // -1: no team yet, else 0 or 1
    vector<int> queue;
    queue.reserve(n);
    // Breadth-first search from every player without a team: each rival goes to the other team.
    for (int first = 1; first <= n; first++) {
        if (team[first] != -1) continue;
        team[first] = 0;
        queue.assign(1, first);
        for (size_t head = 0; head < queue.size(); head++) {
            int x = queue[head];
            for (int y : adj[x]) {
                if (team[y] == -1) {
                    team[y] = 1 - team[x];
                    queue.push_back(y);
                } else if (team[y] == team[x]) {
                    return false; // two rivals in the same team
                }
            }
        }
    }
    return true;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<pair<int, int>> rivalries(m);
    for (auto &[a, b] : rivalries) cin >> a >> b;
    cout << (can_split(n, rivalries) ? "YES" : "NO") << "\n";
    return 0;
}
