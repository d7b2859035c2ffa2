#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* top_row and bottom_row hold the corridor's two rows of n cells: a digit for an uncovered cell, '?' for a
   covered one. Replace every covered cell by '*' (a mine in every layout), '-' (safe in every layout) or
   '?' (it depends) and return 1, or return 0 when no layout fits the numbers. */
int deduce(int n, char *top_row, char *bottom_row) {
    (void)n;
    (void)top_row;
    (void)bottom_row;
    return 1;
}

int main(void) {
    int size;
    if (scanf("%d", &size) != 1) return 1;
    char *t = malloc((size_t)size + 2), *b = malloc((size_t)size + 2);
    if (scanf("%s %s", t, b) != 2) return 1;
    if (deduce(size, t, b))
        printf("%s\n%s\n", t, b);
    else
        puts("IMPOSSIBLE");
    free(t);
    free(b);
    return 0;
}
