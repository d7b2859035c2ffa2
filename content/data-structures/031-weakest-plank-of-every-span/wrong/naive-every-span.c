#include <stdio.h>
#include <stdlib.h>

/* Walks every span, keeping a running minimum: right, but about n * n / 2 steps, 2 * 10^10 for the
   longest bridges. */
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *s = malloc(sizeof *s * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &s[i]);
    long long total = 0;
    for (int l = 0; l < n; l++) {
        int weakest = s[l];
        for (int r = l; r < n; r++) {
            if (s[r] < weakest) weakest = s[r];
            total += weakest;
        }
    }
    printf("%lld\n", total);
    free(s);
    return 0;
}
