#include <stdio.h>

static unsigned long long gcd(unsigned long long a, unsigned long long b) {
    while (b) {
        unsigned long long t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* Inclusion-exclusion over all non-empty groups of bells. A group whose lcm exceeds n contributes
   nothing, and neither does any larger group containing it; 0 marks such an lcm. The running total is
   unsigned: partial sums may pass 2^63, but wrap-around arithmetic still ends at the right count. */
unsigned long long chiming_seconds(unsigned long long n, int k, const unsigned long long *bells) {
    static unsigned long long lcm[1 << 15];
    lcm[0] = 1;
    unsigned long long total = 0;
    for (int mask = 1; mask < (1 << k); mask++) {
        int low = mask & -mask;
        int index = __builtin_ctz((unsigned)mask);
        unsigned long long prev = lcm[mask ^ low];
        unsigned long long bell = bells[index];
        if (prev == 0) {
            lcm[mask] = 0;
            continue;
        }
        unsigned long long part = prev / gcd(prev, bell);
        if (part > n / bell) {
            lcm[mask] = 0;
            continue;
        }
        unsigned long long value = part * bell;
        if (value > n) {
            lcm[mask] = 0;
            continue;
        }
        lcm[mask] = value;
        if (__builtin_popcount((unsigned)mask) % 2 == 1) total += n / value;
        else total -= n / value;
    }
    return total;
}

int main(void) {
    unsigned long long n, bells[15];
    int k;
    if (scanf("%llu %d", &n, &k) != 2) return 1;
    for (int i = 0; i < k; i++) scanf("%llu", &bells[i]);
    printf("%llu\n", chiming_seconds(n, k, bells));
    return 0;
}
