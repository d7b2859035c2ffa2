#include <stdio.h>
#include <stdlib.h>

#define TABLE_BITS 19
#define TABLE_SIZE (1 << TABLE_BITS) /* more than twice the number of plays */

/* an open-addressing hash table: catalogue number -> position of its latest play */
static int keys[TABLE_SIZE];
static int latest[TABLE_SIZE];

static int slot_of(int song) {
    unsigned h = ((unsigned)song * 2654435761u) >> (32 - TABLE_BITS);
    while (keys[h] != 0 && keys[h] != song) h = (h + 1) & (TABLE_SIZE - 1);
    if (keys[h] == 0) {
        keys[h] = song;
        latest[h] = -1;
    }
    return h;
}

/* Returns the longest length; stores the position (from 1) where the earliest such run begins. */
int longest_fresh_run(int n, const int *songs, int *start_position) {
    int start = 0, best_length = 0, best_start = 0;
    for (int position = 0; position < n; position++) {
        int slot = slot_of(songs[position]);
        if (latest[slot] >= start) start = latest[slot] + 1;
        latest[slot] = position;
        if (position - start + 1 > best_length) {
            best_length = position - start + 1;
            best_start = start;
        }
    }
    *start_position = best_start + 1;
    return best_length;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *songs = malloc(sizeof *songs * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &songs[i]);
    int start;
    int length = longest_fresh_run(n, songs, &start);
    printf("%d %d\n", length, start);
    free(songs);
    return 0;
}
