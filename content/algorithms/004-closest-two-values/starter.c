#include <stdio.h>
#include <stdlib.h>

/* Return the minimum of |a - b| over all pairs of different positions in heights (you may reorder heights). */
long long smallest_difference(long long *heights, int n) {
    (void)heights;
    (void)n;
    return -1;
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
