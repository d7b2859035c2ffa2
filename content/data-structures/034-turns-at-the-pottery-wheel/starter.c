#include <stdio.h>
#include <stdlib.h>

/* Student i (from 0) walks in at arrive[i] and needs need[i] minutes at the wheel; turns last q minutes.
   Store in order[0..n-1] the student numbers (from 1) in the order they finish. */
void finishing_order(int n, long long q, const long long *arrive, const long long *need, int *order) {
    (void)q;
    (void)arrive;
    (void)need;
    for (int i = 0; i < n; i++) order[i] = 0;
}

int main(void) {
    int n;
    long long q;
    if (scanf("%d %lld", &n, &q) != 2) return 1;
    long long *arrive = malloc(sizeof *arrive * (size_t)n);
    long long *need = malloc(sizeof *need * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &arrive[i], &need[i]);
    int *order = malloc(sizeof *order * (size_t)n);
    finishing_order(n, q, arrive, need, order);
    for (int i = 0; i < n; i++) printf(i + 1 < n ? "%d " : "%d\n", order[i]);
    free(arrive);
    free(need);
    free(order);
    return 0;
}
