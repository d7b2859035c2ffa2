#include <stdio.h>
#include <stdlib.h>

/* Fill order with the n children: those who leave, in order, then the winner.
   passes[r] is the number of passes in round r + 1 (r from 0 to n - 2). */
void play(int n, const int *passes, int *order) {
    /* A circular buffer of n + 1 places: the children still in the circle, the holder at the front. */
    int capacity = n + 1;
    int *queue = malloc(sizeof *queue * (size_t)capacity);
    int head = 0, tail = 0;
    for (int child = 1; child <= n; child++) {
        queue[tail] = child;
        tail = (tail + 1) % capacity;
    }
    for (int r = 0; r < n - 1; r++) {
        for (int p = 0; p < passes[r]; p++) {
            queue[tail] = queue[head];
            tail = (tail + 1) % capacity;
            head = (head + 1) % capacity;
        }
        order[r] = queue[head];
        head = (head + 1) % capacity;
    }
    order[n - 1] = queue[head];
    free(queue);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *passes = malloc(sizeof *passes * (size_t)n);
    int *order = malloc(sizeof *order * (size_t)n);
    for (int r = 0; r < n - 1; r++) scanf("%d", &passes[r]);
    play(n, passes, order);
    for (int i = 0; i < n; i++) printf(i + 1 < n ? "%d " : "%d\n", order[i]);
    free(passes);
    free(order);
    return 0;
}
