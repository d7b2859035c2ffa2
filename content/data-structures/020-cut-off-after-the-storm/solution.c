#include <stdio.h>
#include <stdlib.h>

/* road_a[i] and road_b[i] are the ends of road i. Set reached[v] to 1 for every village v that can
   reach village 1, and to 0 for the cut-off villages. */
void find_reached(int n, int m, const int *road_a, const int *road_b, int *reached) {
    /* Adjacency lists in compressed form: the neighbours of v are adjacent[start[v] .. start[v + 1] - 1]. */
    int *start = calloc((size_t)n + 2, sizeof *start);
    int *adjacent = malloc(sizeof *adjacent * (size_t)(2 * m + 1));
    int *fill = malloc(sizeof *fill * (size_t)(n + 2));
    int *queue = malloc(sizeof *queue * (size_t)(n + 1));
    for (int i = 0; i < m; i++) {
        start[road_a[i] + 1]++;
        start[road_b[i] + 1]++;
    }
    for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
    for (int v = 0; v <= n + 1; v++) fill[v] = start[v];
    for (int i = 0; i < m; i++) {
        adjacent[fill[road_a[i]]++] = road_b[i];
        adjacent[fill[road_b[i]]++] = road_a[i];
    }
    for (int v = 1; v <= n; v++) reached[v] = 0;
    int head = 0, tail = 0;
    reached[1] = 1;
    queue[tail++] = 1;
    while (head < tail) {
        int village = queue[head++];
        for (int k = start[village]; k < start[village + 1]; k++) {
            int other = adjacent[k];
            if (!reached[other]) {
                reached[other] = 1;
                queue[tail++] = other;
            }
        }
    }
    free(start);
    free(adjacent);
    free(fill);
    free(queue);
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *road_a = malloc(sizeof *road_a * (size_t)(m + 1));
    int *road_b = malloc(sizeof *road_b * (size_t)(m + 1));
    int *reached = malloc(sizeof *reached * (size_t)(n + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &road_a[i], &road_b[i]);
    find_reached(n, m, road_a, road_b, reached);
    int printed = 0;
    for (int v = 1; v <= n; v++)
        if (!reached[v]) printf(printed++ ? " %d" : "%d", v);
    printf(printed ? "\n" : "NONE\n");
    free(road_a);
    free(road_b);
    free(reached);
    return 0;
}
