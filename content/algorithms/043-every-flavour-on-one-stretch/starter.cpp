#include <iostream>
#include <vector>
using namespace std;

// Stall i is at positions[i] and sells flavour flavours[i] (1..k).
// Return the length of the shortest stretch containing a stall of every flavour.
long long shortest_stretch(const vector<long long> &positions, const vector<int> &flavours, int k) {
    (void)positions;
    (void)flavours;
    (void)k;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    if (!(cin >> n >> k)) return 1;
    vector<long long> positions(n);
    vector<int> flavours(n);
    for (auto &p : positions) cin >> p;
    for (auto &f : flavours) cin >> f;
    cout << shortest_stretch(positions, flavours, k) << "\n";
    return 0;
}
