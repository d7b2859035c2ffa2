#include <stdio.h>
#include <string.h>

/* The least bill for at least q jars at one stall (see the statement for the meaning of x and y). */
long best_bill(long q, long price, const char *kind, long x, long y) {
    if (strcmp(kind, "PERCENT") == 0) return (q * price * (100 - x) + 99) / 100;
    if (strcmp(kind, "FREE") == 0) {
        long groups = q / (x + y), rest = q % (x + y);
        return (groups * x + (rest < x ? rest : x)) * price;
    }
    long plain = q * price;
    if (strcmp(kind, "BULK") == 0) {
        long bulk = (q > x ? q : x) * y;
        return bulk < plain ? bulk : plain;
    }
    long needed = (x + price - 1) / price; /* COUPON: jars needed to reach the threshold */
    long jars = q > needed ? q : needed;
    long coupon = jars * price - y;
    return coupon < plain ? coupon : plain;
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
