#include <stdio.h>

/* Return how many of the turns l, l + 1, ..., r (counting turns from 1) belong to Ann. */
long long ann_turns(long long l, long long r) {
    (void)l;
    (void)r;
    return 0;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        long long l, r;
        scanf("%lld %lld", &l, &r);
        printf("%lld\n", ann_turns(l, r));
    }
    return 0;
}
