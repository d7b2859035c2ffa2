#include <stdio.h>
#include <stdlib.h>

/* weights holds the n weights (not sorted; you may reorder them). Fill counts[j] with how many
   weights w satisfy a[j] <= w <= b[j], for every question j from 0 to q - 1. */
void count_between(int *weights, int n, int q, const int *a, const int *b, int *counts) {
    (void)weights;
    (void)n;
    (void)a;
    (void)b;
    for (int j = 0; j < q; j++) counts[j] = 0;
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
