#include <stdio.h>

/* Return the number of non-empty subsets of values whose sum is exactly target. */
long long count_sets(const long long *values, int n, long long target) {
    (void)values;
    (void)n;
    (void)target;
    return -1;
}

int main(void) {
    int n;
    long long target, values[36];
    if (scanf("%d %lld", &n, &target) != 2) return 1;
    for (int i = 0; i < n; i++) scanf("%lld", &values[i]);
    printf("%lld\n", count_sets(values, n, target));
    return 0;
}
