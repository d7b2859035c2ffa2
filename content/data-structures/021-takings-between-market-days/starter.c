#include <stdio.h>
#include <stdlib.h>

/* profits[0] is day 1's profit. Fill totals[j] with the total profit of days l[j] to r[j]
   (days numbered from 1, both ends included), for every question j from 0 to q - 1. */
void answer_questions(int n, const int *profits, int q, const int *l, const int *r, long long *totals) {
    (void)n;
    (void)profits;
    (void)l;
    (void)r;
    for (int j = 0; j < q; j++) totals[j] = 0;
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *profits = malloc(sizeof *profits * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &profits[i]);
    int *l = malloc(sizeof *l * (size_t)q);
    int *r = malloc(sizeof *r * (size_t)q);
    for (int j = 0; j < q; j++) scanf("%d %d", &l[j], &r[j]);
    long long *totals = malloc(sizeof *totals * (size_t)q);
    answer_questions(n, profits, q, l, r, totals);
    for (int j = 0; j < q; j++) printf("%lld\n", totals[j]);
    free(profits);
    free(l);
    free(r);
    free(totals);
    return 0;
}
