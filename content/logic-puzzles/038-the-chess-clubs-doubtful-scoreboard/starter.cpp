#include <iostream>
#include <string>
#include <vector>
using namespace std;

// wins[i] is the number of wins claimed for player i. Return 0 when the table is possible, otherwise the
// size of the smallest contradictory group of players.
int check_table(vector<int> &wins) {
    (void)wins;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int tables;
    if (!(cin >> tables)) return 1;
    string out;
    while (tables-- > 0) {
        int n;
        cin >> n;
        vector<int> wins(n);
        for (auto &w : wins) cin >> w;
        int k = check_table(wins);
        out += k ? "IMPOSSIBLE " + to_string(k) + "\n" : "POSSIBLE\n";
    }
    cout << out;
    return 0;
}
