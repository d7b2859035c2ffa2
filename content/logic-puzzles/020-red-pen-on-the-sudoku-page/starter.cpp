#include <array>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

// grid[r][c] is the cell in row r and column c (from 0): '1'-'9' or '.'.
// Return broken[u] = true for each unit u with a repeated digit, false otherwise: u = 0..8 are the rows,
// 9..17 the columns and 18..26 the boxes, each in increasing order.
array<bool, 27> broken_units(const vector<string> &grid) {
    (void)grid;
    return {};
}

int main() {
    vector<string> grid(9);
    for (string &row : grid) cin >> row;
    array<bool, 27> broken = broken_units(grid);
    const char *NAMES[3] = {"ROW", "COLUMN", "BOX"};
    bool any = false;
    for (int u = 0; u < 27; u++) {
        if (!broken[u]) continue;
        cout << NAMES[u / 9] << " " << u % 9 + 1 << "\n";
        any = true;
    }
    if (!any) cout << "ALL GOOD\n";
    return 0;
}
