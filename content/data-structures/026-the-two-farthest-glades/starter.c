#include <stdio.h>
#include <stdlib.h>

/* Return the largest walking distance between two of the glades 1..n.
   Trail i (0 <= i < n - 1) joins glades u[i] and v[i] and is w[i] metres long. */
long long longest_walk(int n, const int *u, const int *v, const int *w) {
    (void)n;
    (void)u;
    (void)v;
    (void)w;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *u = malloc(sizeof *u * (size_t)n);
    int *v = malloc(sizeof *v * (size_t)n);
    int *w = malloc(sizeof *w * (size_t)n);
    for (int i = 0; i < n - 1; i++) scanf("%d %d %d", &u[i], &v[i], &w[i]);
    printf("%lld\n", longest_walk(n, u, v, w));
    free(u);
    free(v);
    free(w);
    return 0;
}
