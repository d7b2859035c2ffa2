/* Simply plays all t generations, one after another: fine for small t, hopeless for t = 10^18. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    int r, c;
    long long t;
    if (scanf("%d %d %lld", &r, &c, &t) != 3) return 1;
    char *board = malloc((size_t)r * c), *next = malloc((size_t)r * c);
    char row[64];
    for (int i = 0; i < r; i++) {
        if (scanf("%63s", row) != 1) return 1;
        memcpy(board + i * c, row, (size_t)c);
    }
    for (long long g = 0; g < t; g++) {
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                int alive = 0;
                for (int di = -1; di <= 1; di++)
                    for (int dj = -1; dj <= 1; dj++)
                        if ((di || dj) && board[((i + di + r) % r) * c + (j + dj + c) % c] == '#') alive++;
                next[i * c + j] = alive == 3 || (alive == 2 && board[i * c + j] == '#') ? '#' : '.';
            }
        }
        char *swap = board;
        board = next;
        next = swap;
    }
    for (int i = 0; i < r; i++) printf("%.*s\n", c, board + i * c);
    free(board);
    free(next);
    return 0;
}
