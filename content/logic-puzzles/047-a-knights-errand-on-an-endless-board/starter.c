#include <stdio.h>
#include <stdlib.h>

/* Return the fewest knight moves that take the knight dx columns and dy rows away (both may be negative
   or zero). */
long long fewest_moves(long long dx, long long dy) {
    (void)dx;
    (void)dy;
    return 0;
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
