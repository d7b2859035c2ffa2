#include <iostream>
#include <utility>
#include <vector>

using namespace std;

// The desk holds at most c folders; requests lists the folder numbers asked for, in order.
// Return (hits, misses).
pair<int, int> count_hits(int c, const vector<int> &requests) {
    return {0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int c, n;
    if (!(cin >> c >> n)) return 1;
    vector<int> requests(n);
    for (int &folder : requests) cin >> folder;
    auto [hits, misses] = count_hits(c, requests);
    cout << hits << " " << misses << "\n";
    return 0;
}
