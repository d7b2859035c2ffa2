#include <stdio.h>
#include <stdlib.h>

/* Return the number of right/down routes from the top-left to the bottom-right cell that avoid rocks.
   grid[r][c] is '#' (rock) or '.' (free), 0 <= r < rows, 0 <= c < cols. */
long long count_routes(int rows, int cols, char **grid) {
    (void)rows;
    (void)cols;
    (void)grid;
    return -1;
}

int main(void) {
    int rows, cols;
    if (scanf("%d %d", &rows, &cols) != 2) return 1;
    char **grid = malloc(sizeof *grid * (size_t)rows);
    for (int r = 0; r < rows; r++) {
        grid[r] = malloc((size_t)cols + 1);
        scanf("%s", grid[r]);
    }
    printf("%lld\n", count_routes(rows, cols, grid));
    for (int r = 0; r < rows; r++) free(grid[r]);
    free(grid);
    return 0;
}
