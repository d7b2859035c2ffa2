#include <stdio.h>

long long count_ways(int n) {
    long long prev = 1, cur = 1; /* ways(0) and ways(1) */
    for (int i = 2; i <= n; i++) {
        long long next = cur + prev;
        prev = cur;
        cur = next;
    }
    return cur;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    printf("%lld\n", count_ways(n));
    return 0;
}
