#include <stdio.h>
#include <stdlib.h>

/* Return the smallest total cost of routes (route i links u[i] and v[i] for w[i] coins, 0 <= i < m)
   that connect all villages 1..n, or -1 when that is impossible. */
long long cheapest_network(int n, int m, const int *u, const int *v, const int *w) {
    (void)n;
    (void)m;
    (void)u;
    (void)v;
    (void)w;
    return 0;
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
