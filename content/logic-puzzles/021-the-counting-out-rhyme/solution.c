#include <stdio.h>

/* Children numbered from 0: if child s is left in a circle of i - 1 children, child (s + k) mod i is
   left in a circle of i. */
long long survivor(long long n, long long k) {
    long long s = 0;
    for (long long i = 2; i <= n; i++) s = (s + k) % i;
    return s + 1;
}

int main(void) {
    long long n, k;
    if (scanf("%lld %lld", &n, &k) != 2) return 1;
    printf("%lld\n", survivor(n, k));
    return 0;
}
