#include <stdio.h>
#include <stdlib.h>

/* Letter i (0 <= i < m) is written between the names a[i] and b[i] (lowercase, at most 10 letters).
   Fill sizes[i] with how many people are in the circle of a[i] and b[i] just after letter i. */
void circle_sizes(int m, char (*a)[11], char (*b)[11], int *sizes) {
    (void)a;
    (void)b;
    for (int i = 0; i < m; i++) sizes[i] = 0;
}

int main(void) {
    int m;
    if (scanf("%d", &m) != 1) return 1;
    char (*a)[11] = malloc(sizeof *a * (size_t)m);
    char (*b)[11] = malloc(sizeof *b * (size_t)m);
    for (int i = 0; i < m; i++) scanf("%10s %10s", a[i], b[i]);
    int *sizes = malloc(sizeof *sizes * (size_t)m);
    circle_sizes(m, a, b, sizes);
    for (int i = 0; i < m; i++) printf("%d\n", sizes[i]);
    free(a);
    free(b);
    free(sizes);
    return 0;
}
