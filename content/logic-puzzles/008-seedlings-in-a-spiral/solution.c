#include <stdio.h>

/* Store where seedling n stands in *x and *y. */
void position(long long n, long long *x, long long *y) {
    if (n == 1) {
        *x = 0;
        *y = 0;
        return;
    }
    /* The odd squares (2k + 1)^2 close each ring, at the corner (k, -k). */
    long long k = 1;
    while ((2 * k + 1) * (2 * k + 1) < n) k++;
    long long side = 2 * k;
    long long offset = n - (2 * k - 1) * (2 * k - 1) - 1;
    if (offset < side) {
        *x = k;
        *y = -k + 1 + offset;
    } else if (offset < 2 * side) {
        *x = k - 1 - (offset - side);
        *y = k;
    } else if (offset < 3 * side) {
        *x = -k;
        *y = k - 1 - (offset - 2 * side);
    } else {
        *x = -k + 1 + (offset - 3 * side);
        *y = -k;
    }
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        long long n, x, y;
        if (scanf("%lld", &n) != 1) return 1;
        position(n, &x, &y);
        printf("%lld %lld\n", x, y);
    }
    return 0;
}
