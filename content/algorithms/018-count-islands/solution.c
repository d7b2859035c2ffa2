#include <stdio.h>
#include <stdlib.h>

int count_islands(int rows, int cols, char **grid) {
    static const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    int *stack = malloc(sizeof *stack * (size_t)rows * (size_t)cols);
    int islands = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            if (grid[r][c] != '#') continue;
            islands++;
            /* flood fill: turn the whole island into water so it is never counted again */
            int top = 0;
            grid[r][c] = '.';
            stack[top++] = r * cols + c;
            while (top > 0) {
                int cell = stack[--top];
                int cr = cell / cols, cc = cell % cols;
                for (int d = 0; d < 4; d++) {
                    int nr = cr + dr[d], nc = cc + dc[d];
                    if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] != '#') continue;
                    grid[nr][nc] = '.';
                    stack[top++] = nr * cols + nc;
                }
            }
        }
    }
    free(stack);
    return islands;
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
