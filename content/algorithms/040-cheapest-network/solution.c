#include <stdio.h>
#include <stdlib.h>

static const int *route_cost; /* used by the comparison function */

static int by_cost(const void *a, const void *b) {
    int x = route_cost[*(const int *)a], y = route_cost[*(const int *)b];
    return (x > y) - (x < y);
}

static int find(int *parent, int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]]; /* path halving */
        x = parent[x];
    }
    return x;
}

long long cheapest_network(int n, int m, const int *u, const int *v, const int *w) {
    int *order = malloc(sizeof *order * ((size_t)m + 1));
    for (int i = 0; i < m; i++) order[i] = i;
    route_cost = w;
    qsort(order, (size_t)m, sizeof *order, by_cost);
    int *parent = malloc(sizeof *parent * ((size_t)n + 1));
    int *size = malloc(sizeof *size * ((size_t)n + 1));
    for (int x = 0; x <= n; x++) {
        parent[x] = x;
        size[x] = 1;
    }
    long long total = 0;
    int laid = 0;
    for (int k = 0; k < m && laid < n - 1; k++) {
        int i = order[k];
        int a = find(parent, u[i]), b = find(parent, v[i]);
        if (a == b) continue; /* already connected */
        if (size[a] < size[b]) {
            int t = a;
            a = b;
            b = t;
        }
        parent[b] = a;
        size[a] += size[b];
        total += w[i];
        laid++;
    }
    free(order);
    free(parent);
    free(size);
    return laid == n - 1 ? total : -1;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *u = malloc(sizeof *u * ((size_t)m + 1));
    int *v = malloc(sizeof *v * ((size_t)m + 1));
    int *w = malloc(sizeof *w * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d %d", &u[i], &v[i], &w[i]);
    long long cost = cheapest_network(n, m, u, v, w);
    if (cost < 0) puts("IMPOSSIBLE");
    else printf("%lld\n", cost);
    free(u);
    free(v);
    free(w);
    return 0;
}
