/* Tries every way to give each treasure to one of the two: right, but 2^n ways for n up to 200. */
#include <stdio.h>
#include <stdlib.h>

static int n, a[200];
static long best;

static void give(int i, long first, long second) {
    if (i == n) {
        long diff = labs(first - second);
        if (diff < best) best = diff;
        return;
    }
    give(i + 1, first + a[i], second);
    give(i + 1, first, second + a[i]);
}

int main(void) {
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    best = -1UL >> 1;
    give(0, 0, 0);
    printf("%ld\n", best);
    return 0;
}
