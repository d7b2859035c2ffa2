#include <stdio.h>

/* Return the number (1 to n) of the child left in the circle when every k-th word sends a child out. */
long long survivor(long long n, long long k) {
    (void)n;
    (void)k;
    return 0;
}

int main(void) {
    long long n, k;
    if (scanf("%lld %lld", &n, &k) != 2) return 1;
    printf("%lld\n", survivor(n, k));
    return 0;
}
