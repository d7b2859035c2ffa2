#include <stdio.h>

/* How many numbers from 1 to n start (as words) with the digits of prefix. */
static long long count_with_prefix(long long prefix, long long n) {
    long long count = 0;
    long long first = prefix, last = prefix;
    while (first <= n) {
        count += (last < n ? last : n) - first + 1;
        if (first > n / 10) break; /* the next level starts beyond n (and 10 * first might overflow) */
        first = first * 10;
        last = last > n / 10 ? n : last * 10 + 9;
    }
    return count;
}

long long kth_in_dictionary_order(long long n, long long k) {
    long long current = 1;
    long long steps = k - 1; /* moves still to make from the first word, "1" */
    while (steps > 0) {
        long long size = count_with_prefix(current, n);
        if (size <= steps) {
            current++; /* skip the whole subtree of current */
            steps -= size;
        } else {
            current *= 10; /* step down to the first child */
            steps--;
        }
    }
    return current;
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
