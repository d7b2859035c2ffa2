#include <stdio.h>
#include <stdlib.h>

/* Return the minutes until every grass cell burns, or -1 if some grass never burns.
   grid[r][c] is '.', '#' or 'F' (0 <= r < rows, 0 <= c < cols). */
int minutes_to_burn(int rows, int cols, char **grid) {
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
    printf("%d\n", minutes_to_burn(rows, cols, grid));
    for (int r = 0; r < rows; r++) free(grid[r]);
    free(grid);
    return 0;
}
