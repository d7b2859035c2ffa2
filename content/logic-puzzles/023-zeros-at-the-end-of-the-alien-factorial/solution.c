#include <stdio.h>

#define LIMIT 31623 /* enough to factor any base up to 10^9 */

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

/* How many times the prime p divides n! (Legendre's formula). */
static long long count_in_factorial(long long n, long long p) {
    long long count = 0;
    while (n) {
        n /= p;
        count += n;
    }
    return count;
}

long long trailing_zeros(long long n, long long b) {
    long long best = -1;
    for (int i = 0; i < prime_count; i++) {
        long long p = primes[i];
        if (p * p > b) break;
        if (b % p) continue;
        int e = 0;
        while (b % p == 0) {
            b /= p;
            e++;
        }
        long long copies = count_in_factorial(n, p) / e;
        if (best < 0 || copies < best) best = copies;
    }
    if (b > 1) {
        long long copies = count_in_factorial(n, b);
        if (best < 0 || copies < best) best = copies;
    }
    return best;
}

int main(void) {
    sieve();
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        long long n, b;
        scanf("%lld %lld", &n, &b);
        printf("%lld\n", trailing_zeros(n, b));
    }
    return 0;
}
