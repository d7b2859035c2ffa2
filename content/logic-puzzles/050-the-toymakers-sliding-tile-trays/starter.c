#include <stdio.h>
#include <stdlib.h>

/* start and target are trays written as 9 digits in reading order, '0' for the gap (the target's gap is
   in the last cell). Return the fewest slides that turn start into target, or -1 when it cannot be done. */
int fewest_slides(const char *start, const char *target) {
    (void)start;
    (void)target;
    return 0;
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int i = 0; i < t; i++) {
        char start[16], target[16];
        if (scanf("%15s %15s", start, target) != 2) return 1;
        int d = fewest_slides(start, target);
        if (d < 0)
            puts("IMPOSSIBLE");
        else
            printf("%d\n", d);
    }
    return 0;
}
