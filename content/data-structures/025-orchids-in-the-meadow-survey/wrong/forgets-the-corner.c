/* Builds the table of rectangle totals correctly, but answers a patch without adding back the corner
   rectangle above and to the left of it, which was taken away twice. */
#include <stdio.h>
#include <stdlib.h>

static char line[512];

int main(void) {
    int R, C, q;
    if (scanf("%d %d %d", &R, &C, &q) != 3) return 1;
    int W = C + 1;
    int *table = calloc((size_t)(R + 1) * (size_t)W, sizeof *table);
    for (int r = 1; r <= R; r++) {
        scanf("%510s", line);
        for (int c = 1; c <= C; c++)
            table[r * W + c] = (line[c - 1] - '0') + table[(r - 1) * W + c] + table[r * W + c - 1] -
                               table[(r - 1) * W + c - 1];
    }
    for (int j = 0; j < q; j++) {
        int r1, c1, r2, c2;
        scanf("%d %d %d %d", &r1, &c1, &r2, &c2);
        printf("%d\n", table[r2 * W + c2] - table[(r1 - 1) * W + c2] - table[r2 * W + c1 - 1]);
    }
    free(table);
    return 0;
}
