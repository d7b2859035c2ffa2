#include <stdio.h>
#include <stdlib.h>

/* Adds up every run from every starting day: right, but about n * n / 2 = 2 * 10^10 steps for the
   longest ledgers. */
int main(void) {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    long long *results = malloc(sizeof *results * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &results[i]);
    long long count = 0;
    for (int i = 0; i < n; i++) {
        long long sum = 0;
        for (int j = i; j < n; j++) {
            sum += results[j];
            if (sum == k) count++;
        }
    }
    printf("%lld\n", count);
    free(results);
    return 0;
}
