/* Merges the reports with the textbook Chinese remainder step, which assumes that row sizes share no
   factor: it multiplies the row sizes together and never checks the reports against each other. With row
   sizes like 4 and 6 the merged numbers are wrong, and contradictions go unnoticed. */
#include <stdio.h>

static unsigned long long inverse(unsigned long long x, unsigned long long m) {
    long long old_r = (long long)(x % m), r = (long long)m, old_s = 1, s = 0;
    while (r) {
        long long q = old_r / r, t;
        t = old_r - q * r;
        old_r = r;
        r = t;
        t = old_s - q * s;
        old_s = s;
        s = t;
    }
    return (unsigned long long)(((old_s % (long long)m) + (long long)m) % (long long)m);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    unsigned long long a = 0, M = 1;
    for (int i = 0; i < n; i++) {
        unsigned long long m, r;
        if (scanf("%llu %llu", &m, &r) != 2) return 1;
        unsigned long long need = (r + m - a % m) % m;
        unsigned long long k = need * inverse(M % m, m) % m;
        a = (a + M * k) % (M * m == 0 ? 1 : M * m);
        M *= m;
    }
    printf("%llu\n", a);
    return 0;
}
