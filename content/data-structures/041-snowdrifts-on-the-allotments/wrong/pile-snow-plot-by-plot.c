/* Adds every snowfall to each of its plots one by one: right, but a snowfall can cover the whole field,
   so 10^5 of them cost up to 5·10^10 steps. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int r, c, k, q;
    if (scanf("%d %d %d %d", &r, &c, &k, &q) != 4) return 0;
    int width = c + 1;
    long long *total = calloc((size_t)(r + 1) * width, sizeof *total);
    for (int f = 0; f < k; f++) {
        int r1, c1, r2, c2, h;
        scanf("%d %d %d %d %d", &r1, &c1, &r2, &c2, &h);
        for (int i = r1; i <= r2; i++)
            for (int j = c1; j <= c2; j++) total[(size_t)i * width + j] += h;
    }
    for (int i = 1; i <= r; i++)
        for (int j = 1; j <= c; j++)
            total[(size_t)i * width + j] += total[(size_t)(i - 1) * width + j] + total[(size_t)i * width + j - 1] -
                                            total[(size_t)(i - 1) * width + j - 1];
    for (int i = 0; i < q; i++) {
        int r1, c1, r2, c2;
        scanf("%d %d %d %d", &r1, &c1, &r2, &c2);
        printf("%lld\n", total[(size_t)r2 * width + c2] - total[(size_t)(r1 - 1) * width + c2] -
                             total[(size_t)r2 * width + c1 - 1] + total[(size_t)(r1 - 1) * width + c1 - 1]);
    }
    return 0;
}
