#include <stdio.h>
#include <string.h>

/* Return the least bill, in pennies, for at least q jars at a stall selling them at `price` each,
   whose offer is kind ("PERCENT", "FREE", "BULK" or "COUPON") with numbers x and y:
   PERCENT x, FREE x y (a = x, b = y), BULK x y (m = x, c = y), COUPON x y (t = x, d = y). y is 0 for PERCENT. */
long best_bill(long q, long price, const char *kind, long x, long y) {
    (void)q;
    (void)price;
    (void)kind;
    (void)x;
    (void)y;
    return 0;
}

int main(void) {
    int q, s;
    if (scanf("%d %d", &q, &s) != 2) return 1;
    int best_stall = 0;
    long best = -1;
    for (int i = 1; i <= s; i++) {
        long price, x, y = 0;
        char kind[16];
        if (scanf("%ld %15s %ld", &price, kind, &x) != 3) return 1;
        if (strcmp(kind, "PERCENT") != 0 && scanf("%ld", &y) != 1) return 1;
        long bill = best_bill(q, price, kind, x, y);
        if (best < 0 || bill < best) {
            best = bill;
            best_stall = i;
        }
    }
    printf("%d %ld\n", best_stall, best);
    return 0;
}
