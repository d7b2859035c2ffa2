#include <stdio.h>
#include <stdlib.h>

static char line[512];

/* grid[r * C + c] is the count of row r + 1, column c + 1. Fills answers[j] with the orchids in rows
   r1[j]..r2[j] and columns c1[j]..c2[j] (numbered from 1). */
void answer_questions(int R, int C, const int *grid, int q, const int *r1, const int *c1, const int *r2,
                      const int *c2, int *answers) {
    /* table[r * (C + 1) + c]: orchids in rows 1..r and columns 1..c; row 0 and column 0 are zeros */
    int W = C + 1;
    int *table = calloc((size_t)(R + 1) * (size_t)W, sizeof *table);
    for (int r = 1; r <= R; r++)
        for (int c = 1; c <= C; c++)
            table[r * W + c] = grid[(r - 1) * C + (c - 1)] + table[(r - 1) * W + c] + table[r * W + c - 1] -
                               table[(r - 1) * W + c - 1];
    for (int j = 0; j < q; j++)
        answers[j] = table[r2[j] * W + c2[j]] - table[(r1[j] - 1) * W + c2[j]] - table[r2[j] * W + c1[j] - 1] +
                     table[(r1[j] - 1) * W + c1[j] - 1];
    free(table);
}

int main(void) {
    int R, C, q;
    if (scanf("%d %d %d", &R, &C, &q) != 3) return 1;
    int *grid = malloc(sizeof *grid * (size_t)R * (size_t)C);
    for (int r = 0; r < R; r++) {
        scanf("%510s", line);
        for (int c = 0; c < C; c++) grid[r * C + c] = line[c] - '0';
    }
    int *r1 = malloc(sizeof *r1 * (size_t)q), *c1 = malloc(sizeof *c1 * (size_t)q);
    int *r2 = malloc(sizeof *r2 * (size_t)q), *c2 = malloc(sizeof *c2 * (size_t)q);
    for (int j = 0; j < q; j++) scanf("%d %d %d %d", &r1[j], &c1[j], &r2[j], &c2[j]);
    int *answers = malloc(sizeof *answers * (size_t)q);
    answer_questions(R, C, grid, q, r1, c1, r2, c2, answers);
    for (int j = 0; j < q; j++) printf("%d\n", answers[j]);
    free(grid);
    free(r1);
    free(c1);
    free(r2);
    free(c2);
    free(answers);
    return 0;
}
