#include <stdio.h>
#include <stdlib.h>

int minutes_to_burn(int rows, int cols, char **grid) {
    int cells = rows * cols;
    int *minute = malloc(sizeof *minute * (size_t)cells); /* -1: not burning yet */
    int *queue = malloc(sizeof *queue * (size_t)cells);
    int head = 0, tail = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            minute[r * cols + c] = -1;
            if (grid[r][c] == 'F') { /* every fire starts the search at minute 0 */
                minute[r * cols + c] = 0;
                queue[tail++] = r * cols + c;
            }
        }
    }
    static const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    int last = 0;
    while (head < tail) {
        int cell = queue[head++];
        int r = cell / cols, c = cell % cols;
        if (minute[cell] > last) last = minute[cell];
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] != '.') continue;
            int next = nr * cols + nc;
            if (minute[next] != -1) continue;
            minute[next] = minute[cell] + 1;
            queue[tail++] = next;
        }
    }
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (grid[r][c] == '.' && minute[r * cols + c] == -1) last = -1; /* never reached */
    free(minute);
    free(queue);
    return last;
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
