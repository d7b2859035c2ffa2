#include <stdio.h>

/* grid[r][c] is the cell in row r and column c (from 0): '1'-'9' or '.'.
   Set broken[u] to 1 for each unit u with a repeated digit and to 0 otherwise: u = 0..8 are the rows,
   9..17 the columns and 18..26 the boxes, each in increasing order. */
void broken_units(char grid[9][10], int broken[27]) {
    (void)grid;
    for (int u = 0; u < 27; u++) broken[u] = 0;
}

int main(void) {
    char grid[9][10];
    for (int r = 0; r < 9; r++)
        if (scanf("%9s", grid[r]) != 1) return 1;
    int broken[27];
    broken_units(grid, broken);
    static const char *NAMES[3] = {"ROW", "COLUMN", "BOX"};
    int any = 0;
    for (int u = 0; u < 27; u++) {
        if (!broken[u]) continue;
        printf("%s %d\n", NAMES[u / 9], u % 9 + 1);
        any = 1;
    }
    if (!any) printf("ALL GOOD\n");
    return 0;
}
