#include <stdio.h>
#include <stdlib.h>

long long cheapest_climb(int n, const int *toll) {
    /* best[i] = cheapest total toll to stand on step i; step n + 1 is the free landing */
    long long *best = malloc(sizeof *best * ((size_t)n + 2));
    best[0] = 0;
    best[1] = toll[1];
    for (int i = 2; i <= n + 1; i++) {
        long long here = i <= n ? toll[i] : 0;
        best[i] = here + (best[i - 1] < best[i - 2] ? best[i - 1] : best[i - 2]);
    }
    long long answer = best[n + 1];
    free(best);
    return answer;
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
