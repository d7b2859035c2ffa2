#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// Minutes since midnight of a time written HH:MM.
int minutes(const string &clock) { return stoi(clock.substr(0, 2)) * 60 + stoi(clock.substr(3, 2)); }

// s and e are minutes since midnight; sightings holds (start, end) pairs in minutes.
// Return true when the sightings together cover every moment from s to e, both ends included.
bool is_cleared(int s, int e, vector<pair<int, int>> sightings) {
    (void)s;
    (void)e;
    (void)sightings;
    return true;
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
