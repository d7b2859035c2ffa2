#include <stdio.h>
#include <stdlib.h>

/* Return how many stretches of one or more consecutive days have amounts adding up to exactly k. */
long long lucky_stretches(int n, long long k, const long long *amounts) {
    (void)n;
    (void)k;
    (void)amounts;
    return 0;
}

int main(void) {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    long long *amounts = malloc(sizeof(long long) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &amounts[i]);
    printf("%lld\n", lucky_stretches(n, k, amounts));
    free(amounts);
    return 0;
}
