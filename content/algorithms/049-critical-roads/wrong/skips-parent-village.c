/* Bridge search that refuses to look back at the village it came from, instead of at the road it came by:
   two roads joining the same pair of villages are then both taken for critical. */
#include <stdio.h>
#include <stdlib.h>

static int *head, *next_edge, *to, *road_of, *number, *low, *critical;
static int counter, found;

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    head = malloc(sizeof(int) * (n + 1));
    next_edge = malloc(sizeof(int) * 2 * m);
    to = malloc(sizeof(int) * 2 * m);
    road_of = malloc(sizeof(int) * 2 * m);
    number = calloc(n + 1, sizeof(int));
    low = calloc(n + 1, sizeof(int));
    critical = calloc(m + 1, sizeof(int));
    for (int i = 1; i <= n; i++) head[i] = -1;
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        to[2 * i] = v; road_of[2 * i] = i + 1; next_edge[2 * i] = head[u]; head[u] = 2 * i;
        to[2 * i + 1] = u; road_of[2 * i + 1] = i + 1; next_edge[2 * i + 1] = head[v]; head[v] = 2 * i + 1;
    }
    int *stack = malloc(sizeof(int) * (n + 1)), *parent = malloc(sizeof(int) * (n + 1));
    int *edge_at = malloc(sizeof(int) * (n + 1)), *entered_by = malloc(sizeof(int) * (n + 1));
    for (int root = 1; root <= n; root++) {
        if (number[root]) continue;
        int top = 0;
        stack[top] = root; parent[root] = 0; edge_at[root] = head[root]; entered_by[root] = 0;
        number[root] = low[root] = ++counter;
        while (top >= 0) {
            int x = stack[top];
            if (edge_at[x] != -1) {
                int e = edge_at[x];
                edge_at[x] = next_edge[e];
                int y = to[e];
                if (y == parent[x]) continue;
                if (number[y]) {
                    if (number[y] < low[x]) low[x] = number[y];
                } else {
                    number[y] = low[y] = ++counter;
                    parent[y] = x; edge_at[y] = head[y]; entered_by[y] = road_of[e];
                    stack[++top] = y;
                }
            } else {
                top--;
                if (top >= 0) {
                    int p = stack[top];
                    if (low[x] < low[p]) low[p] = low[x];
                    if (low[x] > number[p]) { critical[entered_by[x]] = 1; found++; }
                }
            }
        }
    }
    printf("%d\n", found);
    if (found) {
        int first = 1;
        for (int i = 1; i <= m; i++) {
            if (!critical[i]) continue;
            printf(first ? "%d" : " %d", i);
            first = 0;
        }
        printf("\n");
    }
    return 0;
}
