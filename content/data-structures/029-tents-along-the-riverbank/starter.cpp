#include <iostream>
#include <vector>

using namespace std;

// pitches holds the n distances from the bridge, in no particular order (you may reorder them).
// Return the largest possible distance between the two closest of k tents on different pitches.
long long widest_spacing(vector<int> &pitches, int k) {
    return 0;
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
