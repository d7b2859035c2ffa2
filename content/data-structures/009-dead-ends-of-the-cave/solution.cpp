#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// tunnels holds the pairs of rooms joined by each tunnel; the entrance is room 1.
int dead_ends(int n, const vector<pair<int, int>> &tunnels) {
    vector<int> degree(n + 1, 0); // tunnels ending at each room
    for (auto [a, b] : tunnels) {
        degree[a]++;
        degree[b]++;
    }
    int count = 0;
    for (int room = 2; room <= n; room++) // the entrance is never a dead end
        if (degree[room] == 1) count++;
    return count;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<pair<int, int>> tunnels(n - 1);
    for (auto &[a, b] : tunnels) cin >> a >> b;
    cout << dead_ends(n, tunnels) << "\n";
    return 0;
}
