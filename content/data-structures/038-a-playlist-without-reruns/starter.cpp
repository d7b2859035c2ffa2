#include <iostream>
#include <utility>
#include <vector>

using namespace std;

// songs holds the catalogue numbers in the order played. Return (length, start): the length of the
// longest run of consecutive plays with no song twice, and the position (from 1) where the earliest
// such run begins.
pair<int, int> longest_fresh_run(const vector<int> &songs) {
    return {0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<int> songs(n);
    for (int &song : songs) cin >> song;
    auto [length, start] = longest_fresh_run(songs);
    cout << length << " " << start << "\n";
    return 0;
}
