#include <stdio.h>

/* grid[r] is a string of 9 characters: a digit 1-9, or '.' for an empty cell.
   Fill in every '.' so that grid becomes the solved puzzle. */
void solve(char grid[9][16]) {
    (void)grid;
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int p = 0; p < t; p++) {
        char grid[9][16];
        for (int r = 0; r < 9; r++) scanf("%15s", grid[r]);
        solve(grid);
        for (int r = 0; r < 9; r++) printf("%s\n", grid[r]);
    }
    return 0;
}
