#include <stdio.h>

/* Return the number on the d-digit display after n turns of the crank, starting from x. */
long long after_turns(int d, long long x, long long n) {
    (void)d;
    (void)x;
    (void)n;
    return 0;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        int d;
        long long x, n;
        scanf("%d %lld %lld", &d, &x, &n);
        printf("%0*lld\n", d, after_turns(d, x, n));
    }
    return 0;
}
