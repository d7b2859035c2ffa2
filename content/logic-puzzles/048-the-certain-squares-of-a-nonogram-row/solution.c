#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n, k;
static const int *blocks;
static char *cells; /* the row with one extra empty cell at the end */
static int *dots;   /* dots[i]: how many of the first i cells are known empty */

/* block j can start at s: its cells are not known empty and the cell after it is not known filled */
static int fits(int s, int j) {
    int b = blocks[j];
    return s + b <= n && dots[s + b] == dots[s] && cells[s + b] != '#';
}

/* Writes the deduced row into out (n characters), or returns 0 when no filling fits the clue. The row is
   cut, from left to right, into pieces: a single empty cell, or block j followed by one empty cell. */
int deduce(int n_, int k_, const int *blocks_, const char *row, char *out) {
    n = n_;
    k = k_;
    blocks = blocks_;
    cells = malloc((size_t)n + 2);
    memcpy(cells, row, (size_t)n);
    cells[n] = '.';
    dots = calloc((size_t)n + 2, sizeof *dots);
    for (int i = 0; i <= n; i++) dots[i + 1] = dots[i] + (cells[i] == '.');
    int w = k + 1;
    /* pre[i*w + j]: the first i cells can hold exactly blocks 0..j-1; suf[i*w + j]: cells i.. can hold
       blocks j.. */
    char *pre = calloc((size_t)(n + 2) * w, 1), *suf = calloc((size_t)(n + 2) * w, 1);
    pre[0] = 1;
    for (int i = 0; i <= n; i++)
        for (int j = 0; j <= k; j++) {
            if (!pre[i * w + j]) continue;
            if (cells[i] != '#') pre[(i + 1) * w + j] = 1;
            if (j < k && fits(i, j)) pre[(i + blocks[j] + 1) * w + j + 1] = 1;
        }
    int ok = pre[(n + 1) * w + k];
    if (ok) {
        suf[(n + 1) * w + k] = 1;
        for (int i = n; i >= 0; i--)
            for (int j = 0; j <= k; j++)
                suf[i * w + j] = (cells[i] != '#' && suf[(i + 1) * w + j]) ||
                                 (j < k && fits(i, j) && suf[(i + blocks[j] + 1) * w + j + 1]);
        int *can_fill = calloc((size_t)n + 2, sizeof *can_fill); /* a difference array of covered cells */
        char *can_empty = calloc((size_t)n + 1, 1);
        for (int i = 0; i < n; i++)
            for (int j = 0; j <= k; j++) {
                if (!pre[i * w + j]) continue;
                if (cells[i] != '#' && suf[(i + 1) * w + j]) can_empty[i] = 1;
                if (j < k && fits(i, j) && suf[(i + blocks[j] + 1) * w + j + 1]) {
                    can_fill[i]++;
                    can_fill[i + blocks[j]]--;
                    if (i + blocks[j] < n) can_empty[i + blocks[j]] = 1;
                }
            }
        int covered = 0;
        for (int i = 0; i < n; i++) {
            covered += can_fill[i];
            out[i] = covered > 0 && can_empty[i] ? '?' : covered > 0 ? '#' : '.';
        }
        free(can_fill);
        free(can_empty);
    }
    free(cells);
    free(dots);
    free(pre);
    free(suf);
    return ok;
}

int main(void) {
    int nn, kk;
    if (scanf("%d %d", &nn, &kk) != 2) return 1;
    int *b = malloc(sizeof *b * ((size_t)kk + 1));
    for (int j = 0; j < kk; j++) scanf("%d", &b[j]);
    char *row = malloc((size_t)nn + 2), *out = malloc((size_t)nn + 1);
    if (scanf("%s", row) != 1) return 1;
    if (deduce(nn, kk, b, row, out))
        printf("%.*s\n", nn, out);
    else
        puts("CONTRADICTION");
    free(b);
    free(row);
    free(out);
    return 0;
}
