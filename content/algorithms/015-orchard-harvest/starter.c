#include <stdio.h>
#include <stdlib.h>

/* Return the largest total worth of a harvest with no two neighbouring trees. a[0..n-1] are the worths. */
long long best_harvest(int n, const long long *a) {
    (void)n;
    (void)a;
    return -1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *a = malloc(sizeof *a * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    printf("%lld\n", best_harvest(n, a));
    free(a);
    return 0;
}
