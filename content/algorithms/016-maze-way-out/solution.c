#include <stdio.h>
#include <stdlib.h>

int shortest_way_out(int rows, int cols, char **grid) {
    int cells = rows * cols;
    int *dist = malloc(sizeof *dist * (size_t)cells);
    int *queue = malloc(sizeof *queue * (size_t)cells);
    int head = 0, tail = 0;
    for (int i = 0; i < cells; i++) dist[i] = -1;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (grid[r][c] == 'S') {
                dist[r * cols + c] = 0;
                queue[tail++] = r * cols + c;
            }
    static const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    int answer = -1;
    while (head < tail) {
        int cell = queue[head++];
        int r = cell / cols, c = cell % cols;
        if (grid[r][c] == 'E') {
            answer = dist[cell];
            break;
        }
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] == '#') continue;
            int next = nr * cols + nc;
            if (dist[next] != -1) continue;
            dist[next] = dist[cell] + 1;
            queue[tail++] = next;
        }
    }
    free(dist);
    free(queue);
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
    printf("%d\n", shortest_way_out(rows, cols, grid));
    for (int r = 0; r < rows; r++) free(grid[r]);
    free(grid);
    return 0;
}
