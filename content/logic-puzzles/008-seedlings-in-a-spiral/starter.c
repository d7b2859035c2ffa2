#include <stdio.h>

/* Store where seedling n stands in *x and *y. */
void position(long long n, long long *x, long long *y) {
    (void)n;
    *x = 0;
    *y = 0;
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
