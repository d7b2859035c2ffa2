#include <stdio.h>
#include <stdlib.h>

/* parents[i] is the parent of folder i for 2 ≤ i ≤ n; parents[1] is 0. */
int deepest_shared(const int *parents, int n, int a, int b) {
    /* Mark the folders holding a, then climb from b to the first marked one. */
    char *holds_a = calloc((size_t)n + 1, 1);
    for (int folder = a; folder != 0; folder = parents[folder]) holds_a[folder] = 1;
    int folder = b;
    while (!holds_a[folder]) folder = parents[folder];
    free(holds_a);
    return folder;
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
