#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// feuds lists pairs (a, b): animals a and b (numbered from 1) fight when left without the ferryman.
// Return the fewest crossings that bring all n animals to the east bank, or -1 when it cannot be done.
int fewest_crossings(int n, int capacity, const vector<pair<int, int>> &feuds) {
    (void)n;
    (void)capacity;
    (void)feuds;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, capacity, m;
    if (!(cin >> n >> capacity >> m)) return 1;
    vector<pair<int, int>> feuds(m);
    for (auto &[a, b] : feuds) cin >> a >> b;
    cout << fewest_crossings(n, capacity, feuds) << "\n";
    return 0;
}
