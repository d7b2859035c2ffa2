#include <iostream>
#include <vector>
using namespace std;

// Building i (from west to east) is widths[i] metres wide and heights[i] metres tall.
// Return the largest area, in square metres, of a billboard that fits (see the statement).
long long largest_billboard(const vector<long long> &widths, const vector<long long> &heights) {
    (void)widths;
    (void)heights;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> widths(n), heights(n);
    for (int i = 0; i < n; i++) cin >> widths[i] >> heights[i];
    cout << largest_billboard(widths, heights) << "\n";
    return 0;
}
