#include <stdio.h>
#include <stdlib.h>

static int compare(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

long long pairs_within_budget(long long *prices, int n, long long budget) {
    qsort(prices, (size_t)n, sizeof *prices, compare);
    long long count = 0;
    int i = 0, j = n - 1;
    while (i < j) {
        if (prices[i] + prices[j] <= budget) {
            count += j - i; /* gift i pairs with every gift from i + 1 to j */
            i++;
        } else {
            j--; /* gift j is too dear even with the cheapest gift left */
        }
    }
    return count;
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
