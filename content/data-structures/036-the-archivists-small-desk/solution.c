#include <stdio.h>
#include <stdlib.h>

#define TABLE_BITS 19
#define TABLE_SIZE (1 << TABLE_BITS) /* more than twice the number of different folders */

/* an open-addressing hash table: folder number -> time of its latest request, -1 when not on the desk */
static int keys[TABLE_SIZE];
static int latest[TABLE_SIZE];

static int slot_of(int folder) {
    unsigned h = ((unsigned)folder * 2654435761u) >> (32 - TABLE_BITS);
    while (keys[h] != 0 && keys[h] != folder) h = (h + 1) & (TABLE_SIZE - 1);
    if (keys[h] == 0) {
        keys[h] = folder;
        latest[h] = -1;
    }
    return h;
}

/* Counts the hits; the misses are n minus the hits. */
int count_hits(int c, int n, const int *requests) {
    int *queue_slot = malloc(sizeof *queue_slot * (size_t)n); /* every request, oldest first */
    int *queue_time = malloc(sizeof *queue_time * (size_t)n);
    int front = 0, back = 0, on_desk = 0, hits = 0;
    for (int time = 0; time < n; time++) {
        int slot = slot_of(requests[time]);
        if (latest[slot] >= 0) {
            hits++;
        } else {
            if (on_desk == c) {
                /* carry down the folder whose latest request is oldest, skipping stale queue entries */
                for (;;) {
                    int old = queue_slot[front], old_time = queue_time[front];
                    front++;
                    if (latest[old] == old_time) {
                        latest[old] = -1;
                        on_desk--;
                        break;
                    }
                }
            }
            on_desk++;
        }
        latest[slot] = time;
        queue_slot[back] = slot;
        queue_time[back++] = time;
    }
    free(queue_slot);
    free(queue_time);
    return hits;
}

int main(void) {
    int c, n;
    if (scanf("%d %d", &c, &n) != 2) return 1;
    int *requests = malloc(sizeof *requests * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &requests[i]);
    int hits = count_hits(c, n, requests);
    printf("%d %d\n", hits, n - hits);
    free(requests);
    return 0;
}
