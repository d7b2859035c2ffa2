#include <stdio.h>
#include <stdlib.h>

/* Fills totals[j] with the total profit of days l[j]..r[j] (days numbered from 1). */
void answer_questions(int n, const int *profits, int q, const int *l, const int *r, long long *totals) {
    /* prefix[i] is the total of the first i days */
    long long *prefix = malloc(sizeof *prefix * ((size_t)n + 1));
    prefix[0] = 0;
    for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + profits[i];
    for (int j = 0; j < q; j++) totals[j] = prefix[r[j]] - prefix[l[j] - 1];
    free(prefix);
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
