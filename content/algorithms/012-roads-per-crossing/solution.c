#include <stdio.h>
#include <stdlib.h>

void count_roads(int n, int m, const int *u, const int *v, int *count) {
    (void)n;
    for (int i = 0; i < m; i++) {
        count[u[i]]++;
        count[v[i]]++;
    }
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *u = malloc(sizeof *u * (size_t)(m + 1));
    int *v = malloc(sizeof *v * (size_t)(m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &u[i], &v[i]);
    int *count = calloc((size_t)n + 1, sizeof *count);
    count_roads(n, m, u, v, count);
    for (int i = 1; i <= n; i++) printf("%d%c", count[i], i == n ? '\n' : ' ');
    free(u);
    free(v);
    free(count);
    return 0;
}
