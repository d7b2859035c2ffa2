#include <bit>
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

const int ALL_DIGITS = 0x3FE; // bits 1..9

struct Sudoku {
    vector<string> &grid;
    int rows[9] = {}, cols[9] = {}, boxes[9] = {}; // bit d set = digit d already used there
    vector<pair<int, int>> empty;                   // the cells still to fill

    static int box_of(int r, int c) { return r / 3 * 3 + c / 3; }

    explicit Sudoku(vector<string> &g) : grid(g) {
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                if (grid[r][c] == '.') {
                    empty.push_back({r, c});
                } else {
                    int bit = 1 << (grid[r][c] - '0');
                    rows[r] |= bit;
                    cols[c] |= bit;
                    boxes[box_of(r, c)] |= bit;
                }
            }
    }

    // Fill empty cells filled.., always branching on the cell with the fewest candidates.
    bool search(size_t filled) {
        if (filled == empty.size()) return true;
        size_t best = filled;
        int best_options = 0, best_count = 10;
        for (size_t i = filled; i < empty.size(); i++) {
            auto [r, c] = empty[i];
            int options = ALL_DIGITS & ~(rows[r] | cols[c] | boxes[box_of(r, c)]);
            int count = popcount((unsigned)options);
            if (count < best_count) {
                best = i;
                best_options = options;
                best_count = count;
                if (count <= 1) break;
            }
        }
        if (best_count == 0) return false; // some cell has no digit left: undo
        swap(empty[filled], empty[best]);
        auto [r, c] = empty[filled];
        int b = box_of(r, c);
        for (int options = best_options; options; options &= options - 1) {
            int bit = options & -options;
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[b] |= bit;
            if (search(filled + 1)) {
                grid[r][c] = (char)('0' + countr_zero((unsigned)bit));
                return true;
            }
            rows[r] ^= bit;
            cols[c] ^= bit;
            boxes[b] ^= bit;
        }
        swap(empty[filled], empty[best]);
        return false;
    }
};

void solve(vector<string> &grid) {
    Sudoku sudoku(grid);
    sudoku.search(0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    if (!(cin >> t)) return 1;
    for (int p = 0; p < t; p++) {
        vector<string> grid(9);
        for (auto &row : grid) cin >> row;
        solve(grid);
        for (const auto &row : grid) cout << row << "\n";
    }
    return 0;
}
