#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

bool can_split(int n, int m, const int *a, const int *b) {
    /* adjacency lists in compressed form: the rivals of x are adj[start[x] .. start[x + 1] - 1] */
    int *start = calloc((size_t)n + 2, sizeof *start);
    int *adj = malloc(sizeof *adj * (2 * (size_t)m + 1));
    for (int i = 0; i < m; i++) {
        start[a[i] + 1]++;
        start[b[i] + 1]++;
    }
    for (int x = 1; x <= n + 1; x++) start[x] += start[x - 1];
    int *fill = malloc(sizeof *fill * ((size_t)n + 1));
    for (int x = 0; x <= n; x++) fill[x] = start[x];
    for (int i = 0; i < m; i++) {
        adj[fill[a[i]]++] = b[i];
        adj[fill[b[i]]++] = a[i];
    }

    int *team = malloc(sizeof *team * ((size_t)n + 1)); /* -1: no team yet, else 0 or 1 */
    int *queue = malloc(sizeof *queue * ((size_t)n + 1));
    for (int x = 0; x <= n; x++) team[x] = -1;
    bool ok = true;
    for (int first = 1; first <= n && ok; first++) {
        if (team[first] != -1) continue;
        int head = 0, tail = 0;
        team[first] = 0;
        queue[tail++] = first;
        while (head < tail && ok) {
            int x = queue[head++];
            for (int k = start[x]; k < start[x + 1]; k++) {
                int y = adj[k];
                if (team[y] == -1) {
                    team[y] = 1 - team[x];
                    queue[tail++] = y;
                } else if (team[y] == team[x]) {
                    ok = false; /* two rivals in the same team */
                    break;
                }
            }
        }
    }
    free(start);
    free(adj);
    free(fill);
    free(team);
    free(queue);
    return ok;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *a = malloc(sizeof *a * ((size_t)m + 1));
    int *b = malloc(sizeof *b * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    puts(can_split(n, m, a, b) ? "YES" : "NO");
    free(a);
    free(b);
    return 0;
}
