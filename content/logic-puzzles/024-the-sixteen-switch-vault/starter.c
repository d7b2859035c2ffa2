#include <stdio.h>

/* Return how many of the 2^n settings of switches a, b, c, ... make the formula true. */
long long opening_settings(int n, const char *formula) {
    (void)n;
    (void)formula;
    return 0;
}

int main(void) {
    static char formula[5020];
    int n;
    if (scanf("%d %5010s", &n, formula) != 2) return 1;
    printf("%lld\n", opening_settings(n, formula));
    return 0;
}
