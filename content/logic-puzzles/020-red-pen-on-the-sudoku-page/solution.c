#include <stdio.h>

/* Returns 1 when a digit repeats among the 9 cells. */
static int has_repeat(const char *cells[9]) {
    int seen[10] = {0};
    for (int i = 0; i < 9; i++) {
        char c = *cells[i];
        if (c == '.') continue;
        if (seen[c - '0']++) return 1;
    }
    return 0;
}

/* broken[u] is set to 1 for each broken unit u: rows 0-8, columns 9-17, boxes 18-26. */
void broken_units(char grid[9][10], int broken[27]) {
    for (int k = 0; k < 9; k++) {
        const char *row[9], *column[9], *box[9];
        for (int i = 0; i < 9; i++) {
            row[i] = &grid[k][i];
            column[i] = &grid[i][k];
            box[i] = &grid[3 * (k / 3) + i / 3][3 * (k % 3) + i % 3];
        }
        broken[k] = has_repeat(row);
        broken[9 + k] = has_repeat(column);
        broken[18 + k] = has_repeat(box);
    }
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
