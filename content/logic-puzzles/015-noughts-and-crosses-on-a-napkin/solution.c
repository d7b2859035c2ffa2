#include <stdio.h>

static const int LINES[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

static int has_line(const char *cells, char mark) {
    for (int l = 0; l < 8; l++)
        if (cells[LINES[l][0]] == mark && cells[LINES[l][1]] == mark && cells[LINES[l][2]] == mark) return 1;
    return 0;
}

/* cells holds the 9 cells row by row. Returns the referee's verdict. */
const char *referee(const char *cells) {
    int x = 0, o = 0;
    for (int i = 0; i < 9; i++) {
        if (cells[i] == 'X') x++;
        if (cells[i] == 'O') o++;
    }
    int x_wins = has_line(cells, 'X'), o_wins = has_line(cells, 'O');
    if ((x != o && x != o + 1) || (x_wins && o_wins)) return "IMPOSSIBLE";
    if (x_wins) return x == o + 1 ? "X WINS" : "IMPOSSIBLE";
    if (o_wins) return x == o ? "O WINS" : "IMPOSSIBLE";
    if (x + o == 9) return "DRAW";
    return x == o ? "X TO MOVE" : "O TO MOVE";
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int k = 0; k < t; k++) {
        char cells[10], row[8];
        for (int r = 0; r < 3; r++) {
            if (scanf("%7s", row) != 1) return 1;
            for (int c = 0; c < 3; c++) cells[3 * r + c] = row[c];
        }
        cells[9] = '\0';
        printf("%s\n", referee(cells));
    }
    return 0;
}
