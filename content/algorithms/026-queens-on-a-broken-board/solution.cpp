#include <iostream>
#include <string>
#include <vector>
using namespace std;

// usable[r]: bit c is set when square (r, c) is not broken; full has the n lowest bits set.
// cols, left, right: columns attacked in this row vertically and along both diagonals.
static long long place(const vector<int>& usable, int full, int row, int cols, int left, int right) {
    if (row == (int)usable.size()) return 1;
    long long total = 0;
    int options = usable[row] & ~(cols | left | right);
    while (options) {
        int bit = options & -options; // the lowest free column
        options ^= bit;
        total += place(usable, full, row + 1, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
    }
    return total;
}

long long count_placements(const vector<string>& board) {
    int n = (int)board.size();
    vector<int> usable(n, 0);
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            if (board[r][c] == '.') usable[r] |= 1 << c;
    return place(usable, (1 << n) - 1, 0, 0, 0, 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    vector<string> board(n);
    for (auto& row : board) cin >> row;
    cout << count_placements(board) << "\n";
    return 0;
}
