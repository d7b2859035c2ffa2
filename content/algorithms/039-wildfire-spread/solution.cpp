#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int minutes_to_burn(const vector<string> &grid) {
    int rows = (int)grid.size(), cols = (int)grid[0].size();
    vector<int> minute(rows * cols, -1); // -1: not burning yet
    vector<int> queue;
    queue.reserve(rows * cols);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (grid[r][c] == 'F') { // every fire starts the search at minute 0
                minute[r * cols + c] = 0;
                queue.push_back(r * cols + c);
            }
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    int last = 0;
    for (size_t head = 0; head < queue.size(); head++) {
        int cell = queue[head];
        int r = cell / cols, c = cell % cols;
        last = max(last, minute[cell]);
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] != '.') continue;
            int next = nr * cols + nc;
            if (minute[next] != -1) continue;
            minute[next] = minute[cell] + 1;
            queue.push_back(next);
        }
    }
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (grid[r][c] == '.' && minute[r * cols + c] == -1) return -1; // never reached
    return last;
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
