#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A column's mines are 2 bits: bit 0 for the top cell, bit 1 for the bottom one. A state is the pair
   (previous column, this column), coded as 4 * previous + this; a set of states is a 16-bit mask. */
static int n;
static const char *top, *bottom;

static int allowed(int i, int m) {
    if (i < 0 || i >= n) return m == 0; /* outside the corridor there are no mines */
    if ((m & 1) && top[i] != '?') return 0;
    if ((m & 2) && bottom[i] != '?') return 0;
    return 1;
}

/* the numbers in column i agree with mines a, b, c in columns i - 1, i, i + 1 */
static int fine(int i, int a, int b, int c) {
    static const int pop[4] = {0, 1, 1, 2};
    int around = pop[a] + pop[c];
    if (top[i] != '?' && top[i] - '0' != around + (b >> 1)) return 0;
    if (bottom[i] != '?' && bottom[i] - '0' != around + (b & 1)) return 0;
    return 1;
}

/* Rewrites the hidden cells of the two rows as '*', '-' or '?'; returns 0 when no layout fits. */
int deduce(int n_, char *top_row, char *bottom_row) {
    n = n_;
    top = top_row;
    bottom = bottom_row;
    int *forward = calloc((size_t)n + 1, sizeof *forward);  /* states that fit everything to the left */
    int *backward = calloc((size_t)n + 1, sizeof *backward); /* ... and can be completed to the right */
    for (int b = 0; b < 4; b++)
        if (allowed(0, b)) forward[0] |= 1 << b;
    for (int i = 0; i < n; i++)
        for (int s = 0; s < 16; s++) {
            if (!(forward[i] >> s & 1)) continue;
            int a = s >> 2, b = s & 3;
            for (int c = 0; c < 4; c++)
                if (allowed(i + 1, c) && fine(i, a, b, c)) forward[i + 1] |= 1 << (b * 4 + c);
        }
    if (!forward[n]) {
        free(forward);
        free(backward);
        return 0;
    }
    backward[n] = forward[n];
    for (int i = n - 1; i >= 0; i--)
        for (int s = 0; s < 16; s++) {
            if (!(forward[i] >> s & 1)) continue;
            int a = s >> 2, b = s & 3;
            for (int c = 0; c < 4; c++)
                if ((backward[i + 1] >> (b * 4 + c) & 1) && fine(i, a, b, c)) {
                    backward[i] |= 1 << s;
                    break;
                }
        }
    for (int i = 0; i < n; i++) {
        int seen_top = 0, seen_bottom = 0; /* bit 0: can be safe, bit 1: can be a mine */
        for (int s = 0; s < 16; s++) {
            if (!(backward[i] >> s & 1)) continue;
            int b = s & 3;
            seen_top |= (b & 1) ? 2 : 1;
            seen_bottom |= (b & 2) ? 2 : 1;
        }
        if (top[i] == '?') top_row[i] = "-*?"[seen_top - 1];
        if (bottom[i] == '?') bottom_row[i] = "-*?"[seen_bottom - 1];
    }
    free(forward);
    free(backward);
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
