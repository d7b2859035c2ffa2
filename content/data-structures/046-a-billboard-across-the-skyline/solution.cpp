#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    // The stack: left edges and heights, heights strictly rising from bottom to top.
    vector<long long> left, top;
    left.reserve(n);
    top.reserve(n);
    long long x = 0, best = 0;
    for (int i = 0; i < n; i++) {
        long long w, h;
        cin >> w >> h;
        long long start = x;
        // Every taller (or equal) block ends here; the new one reaches back to where they began.
        while (!top.empty() && top.back() >= h) {
            best = max(best, top.back() * (x - left.back()));
            start = left.back();
            top.pop_back();
            left.pop_back();
        }
        left.push_back(start);
        top.push_back(h);
        x += w;
    }
    for (size_t i = 0; i < top.size(); i++) best = max(best, top[i] * (x - left[i]));
    cout << best << "\n";
    return 0;
}
