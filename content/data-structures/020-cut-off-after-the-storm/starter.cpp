#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// roads holds the pairs (a, b) of villages joined by a usable road. Return the villages that cannot
// reach village 1, in increasing order.
vector<int> cut_off(int n, const vector<pair<int, int>> &roads) {
    return {};
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
