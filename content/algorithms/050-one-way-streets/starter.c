#include <stdio.h>
#include <stdlib.h>

/* Return the fewest new one-way streets needed so that every intersection 1..n can reach every other.
   Street i (0 <= i < m) leads from a[i] to b[i]. */
int streets_to_add(int n, int m, const int *a, const int *b) {
    (void)n;
    (void)m;
    (void)a;
    (void)b;
    return -1;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *a = malloc(sizeof *a * ((size_t)m + 1));
    int *b = malloc(sizeof *b * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    printf("%d\n", streets_to_add(n, m, a, b));
    free(a);
    free(b);
    return 0;
}
