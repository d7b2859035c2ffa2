#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* Return true when players 1..n can be split into two teams with every rivalry (a[i], b[i]),
   0 <= i < m, between the teams. */
bool can_split(int n, int m, const int *a, const int *b) {
    (void)n;
    (void)m;
    (void)a;
    (void)b;
    return false;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *a = malloc(sizeof *a * ((size_t)m + 1));
    int *b = malloc(sizeof *b * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    puts(can_split(n, m, a, b) ? "YES" : "NO");
    free(a);
    free(b);
    return 0;
}
