#include <iostream>
#include <string>
#include <vector>
using namespace std;

// Return the smallest number of moves from S to E, or -1 when E cannot be reached.
// grid[r][c] is the cell in row r, column c.
int shortest_way_out(const vector<string>& grid) {
    (void)grid;
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int rows, cols;
    if (!(cin >> rows >> cols)) return 1;
    vector<string> grid(rows);
    for (auto& row : grid) cin >> row;
    cout << shortest_way_out(grid) << "\n";
    return 0;
}
