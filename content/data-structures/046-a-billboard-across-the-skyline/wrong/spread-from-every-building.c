/* For every building, spreads the billboard west and east while the neighbours are at least as tall: right,
   but on a skyline that keeps rising each spread crosses the whole town, about n^2 / 2 steps. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long *w = malloc(sizeof *w * (size_t)n), *h = malloc(sizeof *h * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &w[i], &h[i]);
    long long best = 0;
    for (int i = 0; i < n; i++) {
        long long width = w[i];
        for (int j = i - 1; j >= 0 && h[j] >= h[i]; j--) width += w[j];
        for (int j = i + 1; j < n && h[j] >= h[i]; j++) width += w[j];
        if (width * h[i] > best) best = width * h[i];
    }
    printf("%lld\n", best);
    return 0;
}
