/* Uses the general rule (enough moves to cover the distance, with the right parity) everywhere and forgets
   the two short hops where it is too optimistic: one square straight ahead, and two squares diagonally. */
#include <stdio.h>
#include <stdlib.h>

/* The fewest knight moves that take the knight dx columns and dy rows away. */
long long fewest_moves(long long dx, long long dy) {
    /* Only the distance matters, and by symmetry we may take x >= y >= 0. */
    long long x = llabs(dx), y = llabs(dy);
    if (x < y) {
        long long t = x;
        x = y;
        y = t;
    }
    /* Each move changes x by at most 2 and x + y by at most 3, and x + y changes parity every move. */
    long long moves = (x + 1) / 2;
    if ((x + y + 2) / 3 > moves) moves = (x + y + 2) / 3;
    if ((moves + x + y) % 2 == 1) moves++;
    return moves;
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int i = 0; i < t; i++) {
        long long x1, y1, x2, y2;
        if (scanf("%lld %lld %lld %lld", &x1, &y1, &x2, &y2) != 4) return 1;
        printf("%lld\n", fewest_moves(x2 - x1, y2 - y1));
    }
    return 0;
}
