#include <iostream>
#include <string>
#include <vector>
using namespace std;

// rows holds the r rows of c characters, '#' for a live cell and '.' for an empty one.
// Return the board after t generations, in the same form.
vector<string> board_after(int r, int c, long long t, const vector<string> &rows) {
    (void)r;
    (void)c;
    (void)t;
    return rows;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    long long t;
    if (!(cin >> r >> c >> t)) return 1;
    vector<string> rows(r);
    for (auto &row : rows) cin >> row;
    for (const string &row : board_after(r, c, t, rows)) cout << row << "\n";
    return 0;
}
