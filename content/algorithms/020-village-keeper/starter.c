#include <stdio.h>
#include <stdlib.h>

/* Return the keeper (trusted by all n - 1 others, trusts nobody), or -1.
   Statement i says a[i] trusts b[i] (0 <= i < m); villagers are numbered 1..n. */
int find_keeper(int n, int m, const int *a, const int *b) {
    (void)n;
    (void)m;
    (void)a;
    (void)b;
    return 0;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *a = malloc(sizeof *a * ((size_t)m + 1));
    int *b = malloc(sizeof *b * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    printf("%d\n", find_keeper(n, m, a, b));
    free(a);
    free(b);
    return 0;
}
