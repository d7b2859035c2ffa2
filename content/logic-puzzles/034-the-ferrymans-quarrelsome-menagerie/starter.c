#include <stdio.h>
#include <stdlib.h>

/* Animals a[i] and b[i] (numbered from 1) fight when left without the ferryman. Return the fewest
   crossings that bring all n animals to the east bank, or -1 when it cannot be done. */
int fewest_crossings(int n, int capacity, int m, const int *a, const int *b) {
    (void)n;
    (void)capacity;
    (void)m;
    (void)a;
    (void)b;
    return 0;
}

int main(void) {
    int n, capacity, m;
    if (scanf("%d %d %d", &n, &capacity, &m) != 3) return 1;
    int *a = malloc(sizeof *a * ((size_t)m + 1)), *b = malloc(sizeof *b * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    printf("%d\n", fewest_crossings(n, capacity, m, a, b));
    free(a);
    free(b);
    return 0;
}
