#include <algorithm>
#include <iostream>
#include <vector>

using namespace std;

// Can k tents on the sorted pitches all be at least gap apart? Greedy: take each pitch that is far
// enough beyond the last tent.
static bool fits(const vector<int> &pitches, int k, long long gap) {
    long long last = pitches[0];
    int placed = 1;
    for (size_t i = 1; i < pitches.size() && placed < k; i++)
        if (pitches[i] - last >= gap) {
            last = pitches[i];
            placed++;
        }
    return placed >= k;
}

// pitches holds the n distances from the bridge, in no particular order (you may reorder them).
// Return the largest possible distance between the two closest of k tents on different pitches.
long long widest_spacing(vector<int> &pitches, int k) {
    sort(pitches.begin(), pitches.end());
    // Binary search for the largest gap that fits: 0 always fits, and k tents never fit wider than this.
    long long low = 0, high = ((long long)pitches.back() - pitches.front()) / (k - 1);
    while (low < high) {
        long long middle = (low + high + 1) / 2;
        if (fits(pitches, k, middle)) low = middle;
        else high = middle - 1;
    }
    return low;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    if (!(cin >> n >> k)) return 1;
    vector<int> pitches(n);
    for (int &pitch : pitches) cin >> pitch;
    cout << widest_spacing(pitches, k) << "\n";
    return 0;
}
