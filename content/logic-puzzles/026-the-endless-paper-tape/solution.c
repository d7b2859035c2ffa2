#include <stdio.h>

#define LIMIT 31623 /* enough to factor any number up to 10^9 */

static int primes[4000];
static int prime_count;

static void sieve(void) {
    static char composite[LIMIT + 1];
    for (int i = 2; i <= LIMIT; i++) {
        if (composite[i]) continue;
        primes[prime_count++] = i;
        for (long long j = (long long)i * i; j <= LIMIT; j += i) composite[j] = 1;
    }
}

/* Stores the distinct prime factors of x in out and returns how many there are. */
static int prime_factors(long long x, long long *out) {
    int count = 0;
    for (int i = 0; i < prime_count; i++) {
        long long p = primes[i];
        if (p * p > x) break;
        if (x % p == 0) {
            out[count++] = p;
            while (x % p == 0) x /= p;
        }
    }
    if (x > 1) out[count++] = x;
    return count;
}

static unsigned long long power_mod(unsigned long long base, unsigned long long e, unsigned long long m) {
    unsigned long long result = 1 % m;
    base %= m;
    while (e > 0) {
        if (e & 1) result = result * base % m;
        base = base * base % m;
        e >>= 1;
    }
    return result;
}

static void tape(long long n, long long *s, long long *p) {
    int a = 0, b = 0;
    while (n % 2 == 0) { n /= 2; a++; }
    while (n % 5 == 0) { n /= 5; b++; }
    *s = a > b ? a : b;
    if (n == 1) { *p = 0; return; }
    long long factors[16];
    int count = prime_factors(n, factors);
    long long phi = n;
    for (int i = 0; i < count; i++) phi = phi / factors[i] * (factors[i] - 1);
    /* The loop length is the order of 10 modulo n; it divides phi. */
    long long order = phi;
    count = prime_factors(phi, factors);
    for (int i = 0; i < count; i++) {
        long long r = factors[i];
        while (order % r == 0 && power_mod(10, (unsigned long long)(order / r), (unsigned long long)n) == 1) order /= r;
    }
    *p = order;
}

int main(void) {
    sieve();
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        long long n, s, p;
        scanf("%lld", &n);
        tape(n, &s, &p);
        printf("%lld %lld\n", s, p);
    }
    return 0;
}
