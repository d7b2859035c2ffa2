#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// tunnels holds the pairs (a, b) of rooms joined by each tunnel (rooms are 1..n, the entrance is room 1).
// Return the number of dead-end rooms.
int dead_ends(int n, const vector<pair<int, int>> &tunnels) {
    (void)n;
    (void)tunnels;
    return -1;
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
