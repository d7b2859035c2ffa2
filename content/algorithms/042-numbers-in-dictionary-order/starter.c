#include <stdio.h>

/* Return the number at position k (from 1) when 1..n are sorted as words in dictionary order. */
long long kth_in_dictionary_order(long long n, long long k) {
    (void)n;
    (void)k;
    return -1;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        long long n, k;
        scanf("%lld %lld", &n, &k);
        printf("%lld\n", kth_in_dictionary_order(n, k));
    }
    return 0;
}
