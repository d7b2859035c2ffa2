#include <stdio.h>
#include <stdlib.h>

int find_keeper(int n, int m, const int *a, const int *b) {
    int *trusted_by = calloc((size_t)n + 1, sizeof *trusted_by);
    int *trusts = calloc((size_t)n + 1, sizeof *trusts);
    for (int i = 0; i < m; i++) {
        trusts[a[i]]++;
        trusted_by[b[i]]++;
    }
    int keeper = -1;
    for (int v = 1; v <= n; v++)
        if (trusted_by[v] == n - 1 && trusts[v] == 0) keeper = v;
    free(trusted_by);
    free(trusts);
    return keeper;
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
