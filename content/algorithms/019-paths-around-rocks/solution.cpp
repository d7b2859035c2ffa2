#include <iostream>
#include <string>
#include <vector>
using namespace std;

long long count_routes(const vector<string>& grid) {
    int rows = (int)grid.size(), cols = (int)grid[0].size();
    // routes[c] holds the count for column c of the current row (the row above until overwritten)
    vector<long long> routes(cols, 0);
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            if (grid[r][c] == '#') routes[c] = 0;
            else if (r == 0 && c == 0) routes[c] = 1;
            else if (c > 0) routes[c] += routes[c - 1];
        }
    }
    return routes[cols - 1];
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
