#include <stdio.h>
#include <stdlib.h>

static long long gcd(long long a, long long b) {
    while (b) {
        long long t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* The inverse of x modulo m (x and m share no factor, m >= 1), by the extended Euclidean algorithm. */
static long long inverse(long long x, long long m) {
    long long old_r = x % m, r = m, old_s = 1, s = 0;
    while (r) {
        long long q = old_r / r, t;
        t = old_r - q * r;
        old_r = r;
        r = t;
        t = old_s - q * s;
        old_s = s;
        s = t;
    }
    return ((old_s % m) + m) % m;
}

/* Report i: in rows of m[i] soldiers, r[i] are left over. Returns the smallest number (0 or more) that fits
   every report, or -1 when no number does. Merges the reports one by one: after some of them, the numbers
   that fit are exactly those that leave remainder a when divided by M (the least common multiple of their
   row sizes). */
long long fewest_soldiers(int n, const long long *m, const long long *r) {
    long long a = 0, M = 1;
    for (int i = 0; i < n; i++) {
        long long g = gcd(M, m[i]);
        long long diff = r[i] - a % m[i]; /* a can exceed m[i]; only its remainder matters */
        if (diff % g != 0) return -1;      /* the conditions disagree on the remainder modulo g */
        /* a + M*k leaves remainder r modulo m  <=>  (M/g)*k = (r-a)/g  (modulo m/g) */
        long long step = m[i] / g;
        long long need = ((diff / g) % step + step) % step;
        long long k = need * inverse((M / g) % step, step) % step; /* both factors below 10^9 */
        a += M * k; /* a < M and k < step, so a + M*k < M*step, the new M, at most 10^18 */
        M *= step;
    }
    return a;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *m = malloc(sizeof *m * ((size_t)n + 1)), *r = malloc(sizeof *r * ((size_t)n + 1));
    for (int i = 0; i < n; i++)
        if (scanf("%lld %lld", &m[i], &r[i]) != 2) return 1;
    long long answer = fewest_soldiers(n, m, r);
    if (answer < 0)
        puts("IMPOSSIBLE");
    else
        printf("%lld\n", answer);
    free(m);
    free(r);
    return 0;
}
