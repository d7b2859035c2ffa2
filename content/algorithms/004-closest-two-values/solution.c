#include <stdio.h>
#include <stdlib.h>

static int compare(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

long long smallest_difference(long long *heights, int n) {
    qsort(heights, (size_t)n, sizeof *heights, compare);
    long long best = heights[1] - heights[0];
    for (int i = 2; i < n; i++) {
        long long gap = heights[i] - heights[i - 1];
        if (gap < best) best = gap;
    }
    return best;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *heights = malloc(sizeof *heights * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &heights[i]);
    printf("%lld\n", smallest_difference(heights, n));
    free(heights);
    return 0;
}
