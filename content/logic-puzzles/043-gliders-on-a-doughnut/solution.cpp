#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

// The board is finite, so sooner or later it repeats a state; from then on it runs in a cycle, and the
// board after t generations is read off it.
vector<string> board_after(int r, int c, long long t, const vector<string> &rows) {
    vector<vector<string>> history = {rows};  // history[g]: the board after g generations
    for (long long generation = 1; generation <= t; generation++) {
        const vector<string> &old = history.back();
        vector<string> next(r, string(c, '.'));
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                int alive = 0;
                for (int di = -1; di <= 1; di++)
                    for (int dj = -1; dj <= 1; dj++)
                        if ((di || dj) && old[(i + di + r) % r][(j + dj + c) % c] == '#') alive++;
                if (alive == 3 || (alive == 2 && old[i][j] == '#')) next[i][j] = '#';
            }
        }
        auto seen = find(history.begin(), history.end(), next);
        if (seen != history.end()) {  // generation `first` == generation `generation`: a cycle
            long long first = seen - history.begin();
            long long period = generation - first;
            return history[first + (t - generation) % period];
        }
        history.push_back(move(next));
    }
    return history.back();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    long long t;
    if (!(cin >> r >> c >> t)) return 1;
    vector<string> rows(r);
    for (auto &row : rows) cin >> row;
    for (const string &row : board_after(r, c, t, rows)) cout << row << "\n";
    return 0;
}
