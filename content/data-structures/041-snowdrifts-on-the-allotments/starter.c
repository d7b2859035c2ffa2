#include <stdio.h>
#include <stdlib.h>

/* Fill answers[j] with the total snow on question j's rectangle of plots (0 <= j < q).
   Snowfall i (0 <= i < k) is falls[5*i .. 5*i+4] = r1 c1 r2 c2 h; question j is
   questions[4*j .. 4*j+3] = r1 c1 r2 c2. Rows and columns count from 1. */
void snow_totals(int r, int c, int k, const int *falls, int q, const int *questions, long long *answers) {
    (void)r;
    (void)c;
    (void)k;
    (void)falls;
    (void)questions;
    for (int j = 0; j < q; j++) answers[j] = 0;
}

int main(void) {
    int r, c, k, q;
    if (scanf("%d %d %d %d", &r, &c, &k, &q) != 4) return 1;
    int *falls = malloc(sizeof *falls * 5 * (size_t)k);
    int *questions = malloc(sizeof *questions * 4 * (size_t)q);
    for (int i = 0; i < 5 * k; i++) scanf("%d", &falls[i]);
    for (int i = 0; i < 4 * q; i++) scanf("%d", &questions[i]);
    long long *answers = malloc(sizeof *answers * (size_t)q);
    snow_totals(r, c, k, falls, q, questions, answers);
    for (int j = 0; j < q; j++) printf("%lld\n", answers[j]);
    free(falls);
    free(questions);
    free(answers);
    return 0;
}
