#include <stdio.h>

static int size, full;
static int usable[12]; /* bit c of usable[r] is set when square (r, c) is not broken */

/* cols, left, right: columns attacked in this row vertically and along both diagonals */
static long long place(int row, int cols, int left, int right) {
    if (row == size) return 1;
    long long total = 0;
    int options = usable[row] & ~(cols | left | right);
    while (options) {
        int bit = options & -options;
        options ^= bit;
        total += place(row + 1, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
    }
    return total;
}

long long count_placements(char board[][16], int n) {
    size = n;
    full = (1 << n) - 1;
    for (int r = 0; r < n; r++) {
        usable[r] = 0;
        for (int c = 0; c < n; c++)
            if (board[r][c] == '.') usable[r] |= 1 << c;
    }
    return place(0, 0, 0, 0);
}

int main(void) {
    int n;
    static char board[12][16];
    if (scanf("%d", &n) != 1) return 1;
    for (int r = 0; r < n; r++) scanf("%15s", board[r]);
    printf("%lld\n", count_placements(board, n));
    return 0;
}
