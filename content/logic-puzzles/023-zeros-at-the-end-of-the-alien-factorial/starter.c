#include <stdio.h>

/* Return how many zeros n! ends with when it is written in base b. */
long long trailing_zeros(long long n, long long b) {
    (void)n;
    (void)b;
    return 0;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        long long n, b;
        scanf("%lld %lld", &n, &b);
        printf("%lld\n", trailing_zeros(n, b));
    }
    return 0;
}
