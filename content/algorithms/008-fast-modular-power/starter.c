#include <stdio.h>

/* Return a to the power b, modulo m (a number from 0 to m - 1). */
long long power(long long a, long long b, long long m) {
    (void)a;
    (void)b;
    (void)m;
    return -1;
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int q = 0; q < t; q++) {
        long long a, b, m;
        scanf("%lld %lld %lld", &a, &b, &m);
        printf("%lld\n", power(a, b, m));
    }
    return 0;
}
