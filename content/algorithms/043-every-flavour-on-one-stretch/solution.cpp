#include <algorithm>
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

long long shortest_stretch(const vector<long long> &positions, const vector<int> &flavours, int k) {
    int n = (int)positions.size();
    vector<pair<long long, int>> stalls(n); // (position, flavour), sorted by position
    for (int i = 0; i < n; i++) stalls[i] = {positions[i], flavours[i]};
    sort(stalls.begin(), stalls.end());
    vector<int> count(k + 1, 0); // stalls of each flavour inside the window
    int present = 0;              // flavours with at least one stall inside the window
    long long best = -1;
    for (int right = 0, left = 0; right < n; right++) {
        if (count[stalls[right].second]++ == 0) present++;
        while (present == k) { // shrink from the left while every flavour is still inside
            long long length = stalls[right].first - stalls[left].first;
            if (best < 0 || length < best) best = length;
            if (--count[stalls[left].second] == 0) present--;
            left++;
        }
    }
    return best;
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
