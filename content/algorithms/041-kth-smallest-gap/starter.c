#include <stdio.h>
#include <stdlib.h>

/* Return the k-th smallest value (counting from 1) among |positions[i] - positions[j]| for all i < j.
   You may reorder positions. */
long long kth_smallest_gap(long long *positions, int n, long long k) {
    (void)positions;
    (void)n;
    (void)k;
    return -1;
}

int main(void) {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    long long *positions = malloc(sizeof *positions * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &positions[i]);
    printf("%lld\n", kth_smallest_gap(positions, n, k));
    free(positions);
    return 0;
}
