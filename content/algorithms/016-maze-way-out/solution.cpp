#include <iostream>
#include <queue>
#include <string>
#include <utility>
#include <vector>
using namespace std;

int shortest_way_out(const vector<string>& grid) {
    int rows = (int)grid.size(), cols = (int)grid[0].size();
    // dist[r][c] = moves from S, or -1 while the cell is unvisited
    vector<vector<int>> dist(rows, vector<int>(cols, -1));
    queue<pair<int, int>> frontier;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (grid[r][c] == 'S') {
                dist[r][c] = 0;
                frontier.push({r, c});
            }
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    while (!frontier.empty()) {
        auto [r, c] = frontier.front();
        frontier.pop();
        if (grid[r][c] == 'E') return dist[r][c];
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] == '#') continue;
            if (dist[nr][nc] != -1) continue;
            dist[nr][nc] = dist[r][c] + 1;
            frontier.push({nr, nc});
        }
    }
    return -1;
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
