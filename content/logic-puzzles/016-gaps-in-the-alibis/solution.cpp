#include <algorithm>
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// Minutes since midnight of a time written HH:MM.
int minutes(const string &clock) { return stoi(clock.substr(0, 2)) * 60 + stoi(clock.substr(3, 2)); }

// Whether the sightings (start, end) cover every moment from s to e, both ends included: sorted by
// start, they must keep reaching on from s without a gap until e.
bool is_cleared(int s, int e, vector<pair<int, int>> sightings) {
    sort(sightings.begin(), sightings.end());
    int reach = s;
    for (const auto &[start, end] : sightings) {
        if (start > reach) break;
        reach = max(reach, end);
    }
    return reach >= e;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string from, to;
    int n;
    cin >> from >> to >> n;
    int s = minutes(from), e = minutes(to);
    string line;
    for (int i = 0; i < n; i++) {
        string name;
        int m;
        cin >> name >> m;
        vector<pair<int, int>> sightings(m);
        for (auto &[start, end] : sightings) {
            string text; // HH:MM-HH:MM
            cin >> text;
            start = minutes(text.substr(0, 5));
            end = minutes(text.substr(6, 5));
        }
        if (!is_cleared(s, e, sightings)) line += (line.empty() ? "" : " ") + name;
    }
    cout << (line.empty() ? "NONE" : line) << "\n";
    return 0;
}
