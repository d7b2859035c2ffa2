#include <stdio.h>
#include <stdlib.h>

int critical_roads(int n, int m, const int *u, const int *v, int *critical) {
    /* adjacency in compressed form: the roads at x are slots start[x] .. start[x + 1] - 1 */
    int *start = calloc((size_t)n + 2, sizeof *start);
    int *to = malloc(sizeof *to * (2 * (size_t)m + 1));
    int *road = malloc(sizeof *road * (2 * (size_t)m + 1));
    for (int i = 1; i <= m; i++) {
        start[u[i] + 1]++;
        start[v[i] + 1]++;
    }
    for (int x = 1; x <= n + 1; x++) start[x] += start[x - 1];
    int *fill = malloc(sizeof *fill * ((size_t)n + 1));
    for (int x = 0; x <= n; x++) fill[x] = start[x];
    for (int i = 1; i <= m; i++) {
        to[fill[u[i]]] = v[i];
        road[fill[u[i]]++] = i;
        to[fill[v[i]]] = u[i];
        road[fill[v[i]]++] = i;
    }

    int *number = calloc((size_t)n + 1, sizeof *number); /* discovery number, 0 = not visited */
    int *low = malloc(sizeof *low * ((size_t)n + 1));
    int *next_slot = malloc(sizeof *next_slot * ((size_t)n + 1)); /* next road to try at each village */
    int *stack = malloc(sizeof *stack * ((size_t)n + 1));
    int *came_by = malloc(sizeof *came_by * ((size_t)n + 1)); /* the road used to enter each village */
    char *is_critical = calloc((size_t)m + 1, 1);
    int counter = 0;
    for (int root = 1; root <= n; root++) {
        if (number[root]) continue;
        int top = 0;
        stack[top++] = root;
        came_by[root] = 0;
        number[root] = low[root] = ++counter;
        next_slot[root] = start[root];
        while (top > 0) {
            int x = stack[top - 1];
            if (next_slot[x] < start[x + 1]) {
                int slot = next_slot[x]++;
                int y = to[slot];
                if (road[slot] == came_by[x]) continue; /* do not go back along the same road */
                if (number[y]) {
                    if (number[y] < low[x]) low[x] = number[y];
                } else {
                    number[y] = low[y] = ++counter;
                    came_by[y] = road[slot];
                    next_slot[y] = start[y];
                    stack[top++] = y;
                }
            } else {
                top--; /* x is finished: report to its parent */
                if (top > 0) {
                    int parent = stack[top - 1];
                    if (low[x] < low[parent]) low[parent] = low[x];
                    if (low[x] > number[parent]) is_critical[came_by[x]] = 1;
                }
            }
        }
    }
    int k = 0;
    for (int i = 1; i <= m; i++)
        if (is_critical[i]) critical[k++] = i;
    free(start);
    free(to);
    free(road);
    free(fill);
    free(number);
    free(low);
    free(next_slot);
    free(stack);
    free(came_by);
    free(is_critical);
    return k;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *u = malloc(sizeof *u * ((size_t)m + 1));
    int *v = malloc(sizeof *v * ((size_t)m + 1));
    for (int i = 1; i <= m; i++) scanf("%d %d", &u[i], &v[i]);
    int *critical = malloc(sizeof *critical * ((size_t)m + 1));
    int k = critical_roads(n, m, u, v, critical);
    printf("%d\n", k);
    for (int i = 0; i < k; i++) printf("%d%c", critical[i], i == k - 1 ? '\n' : ' ');
    free(u);
    free(v);
    free(critical);
    return 0;
}
