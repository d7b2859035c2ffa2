#include <stdio.h>
#include <stdlib.h>

static int compare(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

/* Number of pairs i < j of the sorted points with points[j] - points[i] <= gap (two pointers). */
static long long pairs_within(const long long *points, int n, long long gap) {
    long long count = 0;
    for (int i = 0, j = 0; j < n; j++) {
        while (points[j] - points[i] > gap) i++;
        count += j - i;
    }
    return count;
}

long long kth_smallest_gap(long long *positions, int n, long long k) {
    qsort(positions, (size_t)n, sizeof *positions, compare);
    long long lo = 0, hi = positions[n - 1] - positions[0];
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        if (pairs_within(positions, n, mid) >= k) hi = mid;
        else lo = mid + 1;
    }
    return lo;
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
