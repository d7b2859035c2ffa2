/* Counts the weights below b instead of the weights up to b, so birds weighing exactly b are left out. */
#include <stdio.h>
#include <stdlib.h>

static int compare_ints(const void *x, const void *y) {
    int a = *(const int *)x, b = *(const int *)y;
    return (a > b) - (a < b);
}

static int count_below(const int *sorted, int n, int limit) {
    int low = 0, high = n;
    while (low < high) {
        int middle = low + (high - low) / 2;
        if (sorted[middle] < limit) low = middle + 1;
        else high = middle;
    }
    return low;
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *weights = malloc(sizeof *weights * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &weights[i]);
    qsort(weights, (size_t)n, sizeof *weights, compare_ints);
    for (int j = 0; j < q; j++) {
        int a, b;
        scanf("%d %d", &a, &b);
        printf("%d\n", count_below(weights, n, b) - count_below(weights, n, a));
    }
    free(weights);
    return 0;
}
