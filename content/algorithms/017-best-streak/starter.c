#include <stdio.h>
#include <stdlib.h>

/* Return the largest sum of one or more consecutive values of a[0..n-1]. */
long long best_streak(int n, const long long *a) {
    (void)n;
    (void)a;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *a = malloc(sizeof *a * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    printf("%lld\n", best_streak(n, a));
    free(a);
    return 0;
}
