#include <iostream>
#include <vector>
using namespace std;

// Return the minimum number of swaps (of any two positions) that sort heights increasingly.
long long fewest_swaps(const vector<long long>& heights) {
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
    cout << fewest_swaps(heights) << "\n";
    return 0;
}
