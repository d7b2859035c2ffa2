#include <stdio.h>
#include <stdlib.h>

/* results[0..n-1] holds the daily results in order. Return how many runs of one or more consecutive
   days add up to exactly k. */
long long count_runs(int n, const long long *results, long long k) {
    (void)n;
    (void)results;
    (void)k;
    return 0;
}

int main(void) {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    long long *results = malloc(sizeof *results * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &results[i]);
    printf("%lld\n", count_runs(n, results, k));
    free(results);
    return 0;
}
