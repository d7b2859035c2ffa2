#include <stdio.h>
#include <stdlib.h>

/* Return the smallest number of moves from S to E, or -1 when E cannot be reached.
   grid[r][c] is the cell in row r, column c (0 <= r < rows, 0 <= c < cols). */
int shortest_way_out(int rows, int cols, char **grid) {
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
    printf("%d\n", shortest_way_out(rows, cols, grid));
    for (int r = 0; r < rows; r++) free(grid[r]);
    free(grid);
    return 0;
}
