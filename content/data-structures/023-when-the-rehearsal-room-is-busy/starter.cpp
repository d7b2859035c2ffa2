#include <iostream>
#include <utility>
#include <vector>
using namespace std;

// bookings holds the (s, e) pairs in no particular order (you may reorder them).
// Return the busy stretches as (start, end) pairs, from the earliest to the latest.
vector<pair<int, int>> busy_stretches(vector<pair<int, int>> &bookings) {
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<pair<int, int>> bookings(n);
    for (auto &[s, e] : bookings) cin >> s >> e;
    vector<pair<int, int>> stretches = busy_stretches(bookings);
    cout << stretches.size() << "\n";
    for (auto [s, e] : stretches) cout << s << " " << e << "\n";
    return 0;
}
