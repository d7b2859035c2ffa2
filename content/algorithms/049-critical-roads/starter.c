#include <stdio.h>
#include <stdlib.h>

/* Write the numbers (1-based, increasing) of the critical roads into critical[] and return how many there
   are. Road i (1 <= i <= m) joins u[i] and v[i]; villages are numbered 1..n. */
int critical_roads(int n, int m, const int *u, const int *v, int *critical) {
    (void)n;
    (void)m;
    (void)u;
    (void)v;
    (void)critical;
    return 0;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *u = malloc(sizeof *u * ((size_t)m + 1));
    int *v = malloc(sizeof *v * ((size_t)m + 1));
    for (int i = 1; i <= m; i++) scanf("%d %d", &u[i], &v[i]);
    int *critical = malloc(sizeof *critical * ((size_t)m + 1));
    int k = critical_roads(n, m, u, v, critical);
    printf("%d\n", k);
    for (int i = 0; i < k; i++) printf("%d%c", critical[i], i == k - 1 ? '\n' : ' ');
    free(u);
    free(v);
    free(critical);
    return 0;
}
