#include <stdio.h>
#include <stdlib.h>

/* Return the minimum number of swaps (of any two positions) that sort heights increasingly. */
long long fewest_swaps(const long long *heights, int n) {
    (void)heights;
    (void)n;
    return -1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *heights = malloc(sizeof *heights * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &heights[i]);
    printf("%lld\n", fewest_swaps(heights, n));
    free(heights);
    return 0;
}
