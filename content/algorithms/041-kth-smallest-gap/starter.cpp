#include <iostream>
#include <vector>
using namespace std;

// Return the k-th smallest value (counting from 1) among |positions[i] - positions[j]| for all i < j.
// You may reorder positions.
long long kth_smallest_gap(vector<long long> &positions, long long k) {
    (void)positions;
    (void)k;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long k;
    if (!(cin >> n >> k)) return 1;
    vector<long long> positions(n);
    for (auto &p : positions) cin >> p;
    cout << kth_smallest_gap(positions, k) << "\n";
    return 0;
}
