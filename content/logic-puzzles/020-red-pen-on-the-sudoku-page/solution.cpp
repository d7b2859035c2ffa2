#include <array>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Whether a digit repeats among the 9 cells.
bool has_repeat(const array<char, 9> &cells) {
    array<bool, 10> seen{};
    for (char c : cells) {
        if (c == '.') continue;
        if (seen[c - '0']) return true;
        seen[c - '0'] = true;
    }
    return false;
}

// broken[u]: whether unit u has a repeated digit; rows 0-8, columns 9-17, boxes 18-26.
array<bool, 27> broken_units(const vector<string> &grid) {
    array<bool, 27> broken{};
    for (int k = 0; k < 9; k++) {
        array<char, 9> row, column, box;
        for (int i = 0; i < 9; i++) {
            row[i] = grid[k][i];
            column[i] = grid[i][k];
            box[i] = grid[3 * (k / 3) + i / 3][3 * (k % 3) + i % 3];
        }
        broken[k] = has_repeat(row);
        broken[9 + k] = has_repeat(column);
        broken[18 + k] = has_repeat(box);
    }
    return broken;
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
