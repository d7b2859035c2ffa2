#include <stdio.h>

/* Return how many seconds from 1 to n are a multiple of at least one of bells[0..k-1]. */
unsigned long long chiming_seconds(unsigned long long n, int k, const unsigned long long *bells) {
    (void)n;
    (void)k;
    (void)bells;
    return 0;
}

int main(void) {
    unsigned long long n, bells[15];
    int k;
    if (scanf("%llu %d", &n, &k) != 2) return 1;
    for (int i = 0; i < k; i++) scanf("%llu", &bells[i]);
    printf("%llu\n", chiming_seconds(n, k, bells));
    return 0;
}
