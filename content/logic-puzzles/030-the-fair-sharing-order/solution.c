#include <stdio.h>

/* How many of turns 1..n are Ann's. Position p = t - 1 is B exactly when p has an odd number of 1 bits;
   positions 2k and 2k + 1 always hold one A and one B. */
static long long ann_in_first(long long n) {
    long long count = n / 2;
    if (n % 2 == 1 && __builtin_popcountll((unsigned long long)(n - 1)) % 2 == 0) count++;
    return count;
}

long long ann_turns(long long l, long long r) {
    return ann_in_first(r) - ann_in_first(l - 1);
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        long long l, r;
        scanf("%lld %lld", &l, &r);
        printf("%lld\n", ann_turns(l, r));
    }
    return 0;
}
