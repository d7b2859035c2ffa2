#include <stdio.h>

/* Return the number of different ways to climb n steps, 1 or 2 steps at a time. */
long long count_ways(int n) {
    (void)n;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    printf("%lld\n", count_ways(n));
    return 0;
}
