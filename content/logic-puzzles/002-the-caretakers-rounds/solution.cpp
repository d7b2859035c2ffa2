#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Returns lit[j] (1 <= j <= n): whether lamp j is lit after all the rounds.
vector<bool> lit_lamps(int n, const vector<int> &choices) {
    vector<bool> lit(n + 1, false);
    for (int k : choices)
        for (int lamp = k; lamp <= n; lamp += k) lit[lamp] = !lit[lamp];
    return lit;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, r;
    cin >> n >> r;
    vector<int> choices(r);
    for (int &k : choices) cin >> k;
    vector<bool> lit = lit_lamps(n, choices);
    string line;
    for (int j = 1; j <= n; j++) {
        if (!lit[j]) continue;
        if (!line.empty()) line += ' ';
        line += to_string(j);
    }
    cout << (line.empty() ? "NONE" : line) << "\n";
    return 0;
}
