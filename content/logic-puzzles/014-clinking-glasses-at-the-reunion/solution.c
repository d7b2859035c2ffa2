#include <stdio.h>

/* Returns the number of guests whose reunion gives exactly k clinks, or 0 if there is none. */
long long guests(long long k) {
    long long n = 1, total = 0; /* total = clinks among n guests */
    while (total < k) {
        total += n; /* guest n + 1 clinks with the n already there */
        n++;
    }
    return total == k ? n : 0;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        long long k;
        if (scanf("%lld", &k) != 1) return 1;
        long long n = guests(k);
        if (n)
            printf("%lld\n", n);
        else
            printf("MISCOUNTED\n");
    }
    return 0;
}
