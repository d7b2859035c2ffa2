#include <stdio.h>
#include <stdlib.h>

/* Building i (0 <= i < n, from west to east) is widths[i] metres wide and heights[i] metres tall.
   Return the largest area, in square metres, of a billboard that fits (see the statement). */
long long largest_billboard(int n, const long long *widths, const long long *heights) {
    (void)n;
    (void)widths;
    (void)heights;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *widths = malloc(sizeof *widths * (size_t)n);
    long long *heights = malloc(sizeof *heights * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &widths[i], &heights[i]);
    printf("%lld\n", largest_billboard(n, widths, heights));
    free(widths);
    free(heights);
    return 0;
}
