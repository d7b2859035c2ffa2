#include <stdio.h>
#include <stdlib.h>

/* Members are 1..n; savings[x] is x's savings and parents[x] x's mentor (parents[1] = 0). Event i is
   kinds[i] = 'S' (member xs[i]'s savings become vs[i]) or '?' (the total savings of xs[i]'s branch).
   For each '?', in order, write the total into answers[]; return how many answers you wrote. */
int branch_totals(int n, const long long *savings, const int *parents, int q, const char *kinds, const int *xs,
                  const long long *vs, long long *answers) {
    int written = 0;
    (void)n;
    (void)savings;
    (void)parents;
    (void)xs;
    (void)vs;
    for (int i = 0; i < q; i++)
        if (kinds[i] == '?') answers[written++] = 0;
    return written;
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    long long *savings = malloc(sizeof(long long) * (size_t)(n + 1));
    int *parents = calloc((size_t)n + 1, sizeof(int));
    for (int x = 1; x <= n; x++) scanf("%lld", &savings[x]);
    for (int x = 2; x <= n; x++) scanf("%d", &parents[x]);
    char *kinds = malloc((size_t)q + 1);
    int *xs = malloc(sizeof(int) * (size_t)q);
    long long *vs = calloc((size_t)q, sizeof(long long)), *answers = malloc(sizeof(long long) * (size_t)q);
    for (int i = 0; i < q; i++) {
        char kind[2];
        scanf("%1s %d", kind, &xs[i]);
        kinds[i] = kind[0];
        if (kind[0] == 'S') scanf("%lld", &vs[i]);
    }
    int count = branch_totals(n, savings, parents, q, kinds, xs, vs, answers);
    for (int i = 0; i < count; i++) printf("%lld\n", answers[i]);
    return 0;
}
