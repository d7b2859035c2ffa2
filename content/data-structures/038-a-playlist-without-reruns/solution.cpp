#include <iostream>
#include <unordered_map>
#include <utility>
#include <vector>

using namespace std;

// songs holds the catalogue numbers in the order played. Return (length, start): the length of the
// longest run of consecutive plays with no song twice, and the position (from 1) where the earliest
// such run begins.
pair<int, int> longest_fresh_run(const vector<int> &songs) {
    int n = (int)songs.size();
    // catalogue number -> position of its latest play
    unordered_map<int, int> latest;
    latest.reserve(2 * n);
    // The run ending at each position starts just after the latest earlier play of any song in it.
    int start = 0, best_length = 0, best_start = 0;
    for (int position = 0; position < n; position++) {
        auto [it, added] = latest.try_emplace(songs[position], position);
        if (!added) {
            if (it->second >= start) start = it->second + 1;
            it->second = position;
        }
        if (position - start + 1 > best_length) {
            best_length = position - start + 1;
            best_start = start;
        }
    }
    return {best_length, best_start + 1};
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
