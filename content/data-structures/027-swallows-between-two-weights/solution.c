#include <stdio.h>
#include <stdlib.h>

static int compare_ints(const void *x, const void *y) {
    int a = *(const int *)x, b = *(const int *)y;
    return (a > b) - (a < b);
}

/* The number of sorted weights that are smaller than limit. */
static int count_below(const int *sorted, int n, int limit) {
    int low = 0, high = n;
    while (low < high) {
        int middle = low + (high - low) / 2;
        if (sorted[middle] < limit) low = middle + 1;
        else high = middle;
    }
    return low;
}

/* Fills counts[j] with how many weights w satisfy a[j] <= w <= b[j]. Sorts weights in place. */
void count_between(int *weights, int n, int q, const int *a, const int *b, int *counts) {
    qsort(weights, (size_t)n, sizeof *weights, compare_ints);
    for (int j = 0; j < q; j++) {
        /* weights <= b are the weights < b + 1 (b + 1 still fits in an int) */
        counts[j] = count_below(weights, n, b[j] + 1) - count_below(weights, n, a[j]);
    }
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *weights = malloc(sizeof *weights * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &weights[i]);
    int *a = malloc(sizeof *a * (size_t)q);
    int *b = malloc(sizeof *b * (size_t)q);
    for (int j = 0; j < q; j++) scanf("%d %d", &a[j], &b[j]);
    int *counts = malloc(sizeof *counts * (size_t)q);
    count_between(weights, n, q, a, b, counts);
    for (int j = 0; j < q; j++) printf("%d\n", counts[j]);
    free(weights);
    free(a);
    free(b);
    free(counts);
    return 0;
}
