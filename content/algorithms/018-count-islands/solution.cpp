#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

int count_islands(vector<string>& grid) {
    int rows = (int)grid.size(), cols = (int)grid[0].size();
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    vector<pair<int, int>> stack;
    int islands = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            if (grid[r][c] != '#') continue;
            islands++;
            // flood fill: turn the whole island into water so it is never counted again
            grid[r][c] = '.';
            stack.push_back({r, c});
            while (!stack.empty()) {
                auto [cr, cc] = stack.back();
                stack.pop_back();
                for (int d = 0; d < 4; d++) {
                    int nr = cr + dr[d], nc = cc + dc[d];
                    if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] != '#') continue;
                    grid[nr][nc] = '.';
                    stack.push_back({nr, nc});
                }
            }
        }
    }
    return islands;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int rows, cols;
    if (!(cin >> rows >> cols)) return 1;
    vector<string> grid(rows);
    for (auto& row : grid) cin >> row;
    cout << count_islands(grid) << "\n";
    return 0;
}
