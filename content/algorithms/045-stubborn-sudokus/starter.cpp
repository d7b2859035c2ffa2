#include <iostream>
#include <string>
#include <vector>
using namespace std;

// grid holds 9 strings of 9 characters: a digit 1-9, or '.' for an empty cell.
// Fill in every '.' so that grid becomes the solved puzzle.
void solve(vector<string> &grid) {
    (void)grid;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    if (!(cin >> t)) return 1;
    for (int p = 0; p < t; p++) {
        vector<string> grid(9);
        for (auto &row : grid) cin >> row;
        solve(grid);
        for (const auto &row : grid) cout << row << "\n";
    }
    return 0;
}
