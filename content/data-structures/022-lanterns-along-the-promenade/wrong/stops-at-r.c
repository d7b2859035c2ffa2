/* Takes the club's lanterns away at post r instead of just after it, so the last post of every
   stretch is counted bare. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    long long *change = calloc((size_t)n + 2, sizeof *change);
    for (int i = 0; i < m; i++) {
        int l, r, c;
        scanf("%d %d %d", &l, &r, &c);
        change[l] += c;
        change[r] -= c;
    }
    long long best = -1, count = 0;
    int post = 1;
    for (int x = 1; x <= n; x++) {
        count += change[x];
        if (count > best) {
            best = count;
            post = x;
        }
    }
    printf("%lld %d\n", best, post);
    free(change);
    return 0;
}
