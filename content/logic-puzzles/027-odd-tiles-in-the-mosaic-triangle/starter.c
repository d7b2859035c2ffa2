#include <stdio.h>

/* Return how many odd numbers appear in rows 0 to n - 1 of Pascal's triangle. */
long long dark_tiles(long long n) {
    (void)n;
    return 0;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        long long n;
        scanf("%lld", &n);
        printf("%lld\n", dark_tiles(n));
    }
    return 0;
}
