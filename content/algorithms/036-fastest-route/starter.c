#include <stdio.h>
#include <stdlib.h>

/* Return the shortest driving time from crossing 1 to crossing n, or -1 when n cannot be reached.
   Road i (0 <= i < m) joins u[i] and v[i] both ways and takes w[i] minutes. */
long long fastest_route(int n, int m, const int *u, const int *v, const int *w) {
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
    printf("%lld\n", fastest_route(n, m, u, v, w));
    free(u);
    free(v);
    free(w);
    return 0;
}
