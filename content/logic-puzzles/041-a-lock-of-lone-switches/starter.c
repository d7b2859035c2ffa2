#include <stdio.h>
#include <string.h>

/* formula holds len characters from x ! & ^ | ( ), each x a different switch.
   Return how many ON/OFF settings of the switches make the formula true, modulo 1000000007. */
long long count_openings(const char *formula, int len) {
    (void)formula;
    (void)len;
    return 0;
}

int main(void) {
    static char formula[1000005];
    if (scanf("%1000000s", formula) != 1) return 1;
    printf("%lld\n", count_openings(formula, (int)strlen(formula)));
    return 0;
}
