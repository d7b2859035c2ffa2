/* Patience sorting with the wrong search: it replaces the first tail greater than x, so equal readings
   extend the chain, which must be strictly rising. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long *tails = malloc(sizeof(long long) * n);
    int length = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        int lo = 0, hi = length;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (tails[mid] <= x) lo = mid + 1; else hi = mid;
        }
        tails[lo] = x;
        if (lo == length) length++;
    }
    printf("%d\n", length);
    return 0;
}
