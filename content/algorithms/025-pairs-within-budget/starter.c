#include <stdio.h>
#include <stdlib.h>

/* Return the number of pairs i < j with prices[i] + prices[j] <= budget. You may reorder prices. */
long long pairs_within_budget(long long *prices, int n, long long budget) {
    (void)prices;
    (void)n;
    (void)budget;
    return -1;
}

int main(void) {
    int n;
    long long budget;
    if (scanf("%d %lld", &n, &budget) != 2) return 1;
    long long *prices = malloc(sizeof *prices * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &prices[i]);
    printf("%lld\n", pairs_within_budget(prices, n, budget));
    free(prices);
    return 0;
}
