#include <stdio.h>

/* board[r][c] is '.' for a usable square and '#' for a broken one.
   Return the number of ways to place n non-attacking queens on usable squares. */
long long count_placements(char board[][16], int n) {
    (void)board;
    (void)n;
    return -1;
}

int main(void) {
    int n;
    static char board[12][16];
    if (scanf("%d", &n) != 1) return 1;
    for (int r = 0; r < n; r++) scanf("%15s", board[r]);
    printf("%lld\n", count_placements(board, n));
    return 0;
}
