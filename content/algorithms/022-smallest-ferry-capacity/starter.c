#include <stdio.h>
#include <stdlib.h>

/* Return the smallest ferry capacity that carries every crate, in order, in at most d trips. */
long long smallest_capacity(const long long *weights, int n, int d) {
    (void)weights;
    (void)n;
    (void)d;
    return -1;
}

int main(void) {
    int n, d;
    if (scanf("%d %d", &n, &d) != 2) return 1;
    long long *weights = malloc(sizeof *weights * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &weights[i]);
    printf("%lld\n", smallest_capacity(weights, n, d));
    free(weights);
    return 0;
}
