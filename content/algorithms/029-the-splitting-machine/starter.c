#include <stdio.h>

/* Return the total number of splits the machine performs on a starting pile of n pebbles. */
long long splits(long long n) {
    (void)n;
    return -1;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        long long n;
        scanf("%lld", &n);
        printf("%lld\n", splits(n));
    }
    return 0;
}
