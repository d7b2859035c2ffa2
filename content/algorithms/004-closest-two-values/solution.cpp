#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

long long smallest_difference(vector<long long>& heights) {
    // Sorted, the closest pair is always two neighbours.
    sort(heights.begin(), heights.end());
    long long best = heights[1] - heights[0];
    for (size_t i = 2; i < heights.size(); i++) best = min(best, heights[i] - heights[i - 1]);
    return best;
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
