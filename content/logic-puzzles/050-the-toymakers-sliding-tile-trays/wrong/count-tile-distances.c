/* Adds up, over all tiles, how many rows and columns each tile is away from its place in the target, and
   checks the order parity for the impossible cases. Every slide moves one tile one step, so this is never
   too much, but tiles get in each other's way and usually more slides are needed. */
#include <stdio.h>
#include <stdlib.h>

static int inversions(const char *tray) {
    int count = 0;
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++)
            if (tray[i] != '0' && tray[j] != '0' && tray[i] > tray[j]) count++;
    return count;
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int q = 0; q < t; q++) {
        char start[16], target[16];
        if (scanf("%15s %15s", start, target) != 2) return 1;
        if (inversions(start) % 2 != inversions(target) % 2) {
            puts("IMPOSSIBLE");
            continue;
        }
        int total = 0;
        for (int i = 0; i < 9; i++) {
            if (start[i] == '0') continue;
            for (int j = 0; j < 9; j++)
                if (target[j] == start[i]) total += abs(i / 3 - j / 3) + abs(i % 3 - j % 3);
        }
        printf("%d\n", total);
    }
    return 0;
}
