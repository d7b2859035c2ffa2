#include <stdio.h>
#include <stdlib.h>

static long long *grid;
static int width;

#define AT(i, j) grid[(size_t)(i) * width + (j)]

static int read_int(void) {
    int ch = getchar(), value = 0;
    while (ch < '0' || ch > '9') ch = getchar();
    while (ch >= '0' && ch <= '9') {
        value = value * 10 + (ch - '0');
        ch = getchar();
    }
    return value;
}

static void running_sums(int rows) {
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < width; j++) {
            long long v = AT(i, j);
            if (i > 0) v += AT(i - 1, j);
            if (j > 0) v += AT(i, j - 1);
            if (i > 0 && j > 0) v -= AT(i - 1, j - 1);
            AT(i, j) = v;
        }
}

int main(void) {
    int r = read_int(), c = read_int(), k = read_int(), q = read_int();
    width = c + 2;
    grid = calloc((size_t)(r + 2) * width, sizeof *grid);
    for (int f = 0; f < k; f++) {
        int r1 = read_int(), c1 = read_int(), r2 = read_int(), c2 = read_int(), h = read_int();
        AT(r1, c1) += h;
        AT(r1, c2 + 1) -= h;
        AT(r2 + 1, c1) -= h;
        AT(r2 + 1, c2 + 1) += h;
    }
    running_sums(r + 2); /* snow on each plot */
    running_sums(r + 2); /* snow on rows 1..i, columns 1..j */
    char *out = malloc((size_t)q * 21 + 1);
    size_t len = 0;
    for (int i = 0; i < q; i++) {
        int r1 = read_int(), c1 = read_int(), r2 = read_int(), c2 = read_int();
        long long total = AT(r2, c2) - AT(r1 - 1, c2) - AT(r2, c1 - 1) + AT(r1 - 1, c1 - 1);
        len += sprintf(out + len, "%lld\n", total);
    }
    fwrite(out, 1, len, stdout);
    free(out);
    free(grid);
    return 0;
}
