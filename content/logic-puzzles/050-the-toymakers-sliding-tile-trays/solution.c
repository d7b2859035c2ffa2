#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define STATES 362880 /* 9! */
static const char GOAL[] = "123456780";
static signed char distance[STATES]; /* the fewest slides to GOAL, by rank of the arrangement; -1 if none */
static const int FACT[9] = {40320, 5040, 720, 120, 24, 6, 2, 1, 1};

/* An arrangement is kept as 4 bits per cell (cell i in bits 4i..4i+3), 0 for the gap. Its rank is its
   position among all 9! orders of the cells' contents (the Lehmer code). */
static int rank_of(uint64_t state) {
    int cells[9], r = 0;
    for (int i = 0; i < 9; i++) cells[i] = (int)(state >> (4 * i) & 15);
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++)
            if (cells[j] < cells[i]) smaller++;
        r += smaller * FACT[i];
    }
    return r;
}

/* One breadth-first search backwards from GOAL fills the whole table. */
static void all_distances(void) {
    memset(distance, -1, sizeof distance);
    uint64_t *queue = malloc(sizeof *queue * STATES);
    int *gaps = malloc(sizeof *gaps * STATES);
    uint64_t goal = 0;
    for (int i = 0; i < 9; i++) goal |= (uint64_t)(GOAL[i] - '0') << (4 * i);
    int head = 0, tail = 0;
    queue[tail] = goal;
    gaps[tail++] = 8;
    distance[rank_of(goal)] = 0;
    while (head < tail) {
        uint64_t state = queue[head];
        int gap = gaps[head++];
        int d = distance[rank_of(state)] + 1;
        int moves[4], count = 0;
        if (gap >= 3) moves[count++] = gap - 3;
        if (gap < 6) moves[count++] = gap + 3;
        if (gap % 3 > 0) moves[count++] = gap - 1;
        if (gap % 3 < 2) moves[count++] = gap + 1;
        for (int k = 0; k < count; k++) {
            int q = moves[k];
            uint64_t tile = state >> (4 * q) & 15;
            uint64_t next = state - (tile << (4 * q)) + (tile << (4 * gap)); /* slide the tile into the gap */
            int r = rank_of(next);
            if (distance[r] < 0) {
                distance[r] = (signed char)d;
                queue[tail] = next;
                gaps[tail++] = q;
            }
        }
    }
    free(queue);
    free(gaps);
}

/* The fewest slides from start to target, or -1 when there is no way. Renames the tiles so that the target
   becomes GOAL (the tile at cell i of the target gets the name GOAL[i]); names do not matter to slides. */
int fewest_slides(const char *start, const char *target) {
    int rename[10];
    for (int i = 0; i < 9; i++) rename[target[i] - '0'] = GOAL[i] - '0';
    uint64_t state = 0;
    for (int i = 0; i < 9; i++) state |= (uint64_t)rename[start[i] - '0'] << (4 * i);
    return distance[rank_of(state)];
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    all_distances();
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
