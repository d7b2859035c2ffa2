#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Return the number of right/down routes from the top-left to the bottom-right cell that avoid rocks.
// grid[r][c] is '#' (rock) or '.' (free).
long long count_routes(const vector<string>& grid) {
    (void)grid;
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int rows, cols;
    if (!(cin >> rows >> cols)) return 1;
    vector<string> grid(rows);
    for (auto& row : grid) cin >> row;
    cout << count_routes(grid) << "\n";
    return 0;
}
