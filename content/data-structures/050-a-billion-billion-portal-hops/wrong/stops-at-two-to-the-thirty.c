#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Binary lifting that stops at 2^30: it forgets that k can be far larger than 2^31, so the high bits of a
   huge k are never hopped.
   Binary lifting, one power of two at a time: jump[x] is where 2^j hops from room x lead. Every question
   whose k has bit j set takes one such jump; then jump is composed with itself for 2^(j+1). */
int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *jump = malloc(sizeof(int) * (size_t)(n + 1)), *next = malloc(sizeof(int) * (size_t)(n + 1));
    for (int x = 1; x <= n; x++) scanf("%d", &jump[x]);
    int *at = malloc(sizeof(int) * (size_t)q);
    unsigned long long *k = malloc(sizeof(unsigned long long) * (size_t)q);
    for (int i = 0; i < q; i++) scanf("%d %llu", &at[i], &k[i]);
    for (int j = 0; j < 31; j++) {
        for (int i = 0; i < q; i++)
            if (k[i] >> j & 1) at[i] = jump[at[i]];
        for (int x = 1; x <= n; x++) next[x] = jump[jump[x]];
        memcpy(jump, next, sizeof(int) * (size_t)(n + 1));
    }
    char *out = malloc((size_t)q * 8 + 1);
    size_t len = 0;
    for (int i = 0; i < q; i++) len += sprintf(out + len, "%d\n", at[i]);
    fwrite(out, 1, len, stdout);
    return 0;
}
