#include <iostream>
#include <string>
using namespace std;

// The eight rows, columns and diagonals, as cell numbers 0..8 read row by row.
const int LINES[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

bool has_line(const string &cells, char mark) {
    for (const auto &line : LINES)
        if (cells[line[0]] == mark && cells[line[1]] == mark && cells[line[2]] == mark) return true;
    return false;
}

// cells holds the 9 cells row by row. Returns the referee's verdict: X moves first, so X has as many
// marks as O or one more, and the game stopped at once after the winning move.
string referee(const string &cells) {
    int x = 0, o = 0;
    for (char cell : cells) {
        if (cell == 'X') x++;
        if (cell == 'O') o++;
    }
    bool x_wins = has_line(cells, 'X'), o_wins = has_line(cells, 'O');
    if ((x != o && x != o + 1) || (x_wins && o_wins)) return "IMPOSSIBLE";
    if (x_wins) return x == o + 1 ? "X WINS" : "IMPOSSIBLE";
    if (o_wins) return x == o ? "O WINS" : "IMPOSSIBLE";
    if (x + o == 9) return "DRAW";
    return x == o ? "X TO MOVE" : "O TO MOVE";
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    for (int k = 0; k < t; k++) {
        string cells, row;
        for (int r = 0; r < 3; r++) {
            cin >> row;
            cells += row.substr(0, 3);
        }
        cout << referee(cells) << "\n";
    }
    return 0;
}
