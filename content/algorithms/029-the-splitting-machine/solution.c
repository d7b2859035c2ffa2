#include <stdio.h>
#include <string.h>

/* Every pile that appears from n has size n / (2^a 3^b) (rounded down), so memo[a][b] remembers its splits. */
static long long memo[64][40];

static long long splits_from(long long pile, int a, int b) {
    if (pile == 0) return 0;
    if (memo[a][b] < 0) memo[a][b] = 1 + splits_from(pile / 2, a + 1, b) + splits_from(pile / 3, a, b + 1);
    return memo[a][b];
}

long long splits(long long n) {
    memset(memo, -1, sizeof memo);
    return splits_from(n, 0, 0);
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
