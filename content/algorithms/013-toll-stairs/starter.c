#include <stdio.h>
#include <stdlib.h>

/* Return the smallest total toll to climb from the ground to the landing above step n.
   toll[1..n] are the tolls of the steps. */
long long cheapest_climb(int n, const int *toll) {
    (void)n;
    (void)toll;
    return -1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *toll = malloc(sizeof *toll * ((size_t)n + 1));
    for (int i = 1; i <= n; i++) scanf("%d", &toll[i]);
    printf("%lld\n", cheapest_climb(n, toll));
    free(toll);
    return 0;
}
