#include <stdio.h>
#include <stdlib.h>

long long count_routes(int rows, int cols, char **grid) {
    /* routes[c] holds the count for column c of the current row (the row above until overwritten) */
    long long *routes = calloc((size_t)cols, sizeof *routes);
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            if (grid[r][c] == '#') routes[c] = 0;
            else if (r == 0 && c == 0) routes[c] = 1;
            else if (c > 0) routes[c] += routes[c - 1];
        }
    }
    long long answer = routes[cols - 1];
    free(routes);
    return answer;
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
