#include <iostream>
#include <queue>
#include <unordered_map>
#include <utility>
#include <vector>

using namespace std;

// The desk holds at most c folders; requests lists the folder numbers asked for, in order.
// Return (hits, misses).
pair<int, int> count_hits(int c, const vector<int> &requests) {
    int n = (int)requests.size();
    // folder -> time of its latest request, -1 once it is carried back down
    unordered_map<int, int> latest;
    latest.reserve(2 * n);
    // Every request as (folder, time), oldest first. An entry is stale when its folder was requested
    // again later; the oldest entry that is not stale is the folder to carry down.
    queue<pair<int, int>> history;
    int on_desk = 0, hits = 0;
    for (int time = 0; time < n; time++) {
        int folder = requests[time];
        auto found = latest.find(folder);
        if (found != latest.end() && found->second >= 0) {
            hits++;
        } else {
            if (on_desk == c) {
                for (;;) {
                    auto [old, old_time] = history.front();
                    history.pop();
                    int &old_latest = latest[old];
                    if (old_latest == old_time) {
                        old_latest = -1;
                        on_desk--;
                        break;
                    }
                }
            }
            on_desk++;
        }
        latest[folder] = time;
        history.push({folder, time});
    }
    return {hits, n - hits};
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
