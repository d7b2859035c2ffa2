#include <stdio.h>

/* Return how many numbers x with low <= x <= high have a digit sum divisible by k. */
long long count_lucky(long long low, long long high, int k) {
    (void)low;
    (void)high;
    (void)k;
    return 0;
}

int main(void) {
    long long low, high;
    int k;
    if (scanf("%lld %lld %d", &low, &high, &k) != 3) return 1;
    printf("%lld\n", count_lucky(low, high, k));
    return 0;
}
