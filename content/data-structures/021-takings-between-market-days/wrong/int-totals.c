/* Keeps the running totals in a 32-bit int: fast, but totals beyond 2^31 come out wrong. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *prefix = malloc(sizeof *prefix * ((size_t)n + 1));
    prefix[0] = 0;
    for (int i = 0; i < n; i++) {
        int p;
        scanf("%d", &p);
        prefix[i + 1] = prefix[i] + p;
    }
    for (int j = 0; j < q; j++) {
        int l, r;
        scanf("%d %d", &l, &r);
        int total = prefix[r] - prefix[l - 1];
        printf("%d\n", total);
    }
    free(prefix);
    return 0;
}
