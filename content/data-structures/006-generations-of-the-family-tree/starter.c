#include <stdio.h>
#include <stdlib.h>

/* parents[i] is the parent of person i (1-based; 0 for the founder).
   Return the number of generations in the family tree. */
int generations(const int *parents, int n) {
    (void)parents;
    (void)n;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *parents = malloc(sizeof *parents * ((size_t)n + 1));
    for (int i = 1; i <= n; i++) scanf("%d", &parents[i]);
    printf("%d\n", generations(parents, n));
    free(parents);
    return 0;
}
