#include <stdio.h>

static char rows[300][16];

/* Returns the fewest steps that make every tile glow, or -1 when no set of steps does. */
int fewest_steps(int height, int width) {
    int full = (1 << width) - 1, best = -1;
    int dark[300]; /* bit c of dark[r] is set when tile (r, c) is dark and must flip an odd number of times */
    for (int r = 0; r < height; r++) {
        dark[r] = 0;
        for (int c = 0; c < width; c++)
            if (rows[r][c] == '.') dark[r] |= 1 << c;
    }
    /* Once the steps in the top row are chosen, every other row is forced: the only steps that can still
       fix a dark tile in row r are those directly below it, in row r + 1. */
    for (int first = 0; first <= full; first++) {
        int above = 0, steps = first, total = 0;
        for (int r = 0; r < height; r++) {
            total += __builtin_popcount((unsigned)steps);
            int left = dark[r] ^ above ^ steps ^ ((steps << 1) & full) ^ (steps >> 1);
            above = steps;
            steps = left;
        }
        if (steps == 0 && (best < 0 || total < best)) best = total;
    }
    return best;
}

int main(void) {
    int height, width;
    if (scanf("%d %d", &height, &width) != 2) return 1;
    for (int r = 0; r < height; r++) scanf("%15s", rows[r]);
    printf("%d\n", fewest_steps(height, width));
    return 0;
}
