#include <iostream>
#include <string>
#include <vector>

using namespace std;

// lines holds the tram lines, each a list of stop names. Return the fewest rides from stop start to
// stop goal: 0 when they are the same stop, -1 when goal cannot be reached.
int fewest_rides(const vector<vector<string>> &lines, const string &start, const string &goal) {
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m;
    if (!(cin >> m)) return 1;
    vector<vector<string>> lines(m);
    for (auto &line : lines) {
        int k;
        cin >> k;
        line.resize(k);
        for (string &stop : line) cin >> stop;
    }
    string start, goal;
    cin >> start >> goal;
    cout << fewest_rides(lines, start, goal) << "\n";
    return 0;
}
