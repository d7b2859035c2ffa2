#include <iostream>
#include <string>
#include <vector>
using namespace std;

// The eight rows, columns and diagonals, as cell numbers 0..8 read row by row.
const int LINES[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

// grid holds three strings of three characters each ('X', 'O' or '.').
// Return "IMPOSSIBLE", "X WINS", "O WINS", "DRAW", "X TO MOVE" or "O TO MOVE".
string referee(const vector<string> &grid) {
    (void)grid;
    return "DRAW";
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    for (int k = 0; k < t; k++) {
        vector<string> grid(3);
        for (string &row : grid) cin >> row;
        cout << referee(grid) << "\n";
    }
    return 0;
}
