#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

// Number of pairs i < j of the sorted points with points[j] - points[i] <= gap (two pointers).
static long long pairs_within(const vector<long long> &points, long long gap) {
    long long count = 0;
    int n = (int)points.size();
    for (int i = 0, j = 0; j < n; j++) {
        while (points[j] - points[i] > gap) i++;
        count += j - i;
    }
    return count;
}

long long kth_smallest_gap(vector<long long> &positions, long long k) {
    sort(positions.begin(), positions.end());
    // Binary search on the answer: the smallest gap D with at least k pairs within D.
    long long lo = 0, hi = positions.back() - positions.front();
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        if (pairs_within(positions, mid) >= k) hi = mid;
        else lo = mid + 1;
    }
    return lo;
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
