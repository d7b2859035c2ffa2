#include <stdio.h>
#include <stdlib.h>

/* Report i: in rows of m[i] soldiers, r[i] are left over. Return the smallest number (0 or more) that
   fits every report, or -1 when no number does. */
long long fewest_soldiers(int n, const long long *m, const long long *r) {
    (void)n;
    (void)m;
    (void)r;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *m = malloc(sizeof *m * ((size_t)n + 1)), *r = malloc(sizeof *r * ((size_t)n + 1));
    for (int i = 0; i < n; i++)
        if (scanf("%lld %lld", &m[i], &r[i]) != 2) return 1;
    long long answer = fewest_soldiers(n, m, r);
    if (answer < 0)
        puts("IMPOSSIBLE");
    else
        printf("%lld\n", answer);
    free(m);
    free(r);
    return 0;
}
