#include <iostream>
#include <vector>
using namespace std;

// Return the minimum of |a - b| over all pairs of different positions in heights (you may reorder heights).
long long smallest_difference(vector<long long>& heights) {
    (void)heights;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<long long> heights(n);
    for (auto& height : heights) cin >> height;
    cout << smallest_difference(heights) << "\n";
    return 0;
}
