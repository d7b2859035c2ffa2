#include <stdio.h>
#include <stdlib.h>

/* Return the number of islands. grid[r][c] is '#' (land) or '.' (water), 0 <= r < rows, 0 <= c < cols. */
int count_islands(int rows, int cols, char **grid) {
    (void)rows;
    (void)cols;
    (void)grid;
    return 0;
}

int main(void) {
    int rows, cols;
    if (scanf("%d %d", &rows, &cols) != 2) return 1;
    char **grid = malloc(sizeof *grid * (size_t)rows);
    for (int r = 0; r < rows; r++) {
        grid[r] = malloc((size_t)cols + 1);
        scanf("%s", grid[r]);
    }
    printf("%d\n", count_islands(rows, cols, grid));
    for (int r = 0; r < rows; r++) free(grid[r]);
    free(grid);
    return 0;
}
