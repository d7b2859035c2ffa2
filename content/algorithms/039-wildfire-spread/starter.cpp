#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Return the minutes until every grass cell burns, or -1 if some grass never burns.
// grid[r][c] is '.', '#' or 'F'.
int minutes_to_burn(const vector<string> &grid) {
    (void)grid;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int rows, cols;
    if (!(cin >> rows >> cols)) return 1;
    vector<string> grid(rows);
    for (auto &line : grid) cin >> line;
    cout << minutes_to_burn(grid) << "\n";
    return 0;
}
