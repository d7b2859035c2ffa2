#include <stdio.h>
#include <stdlib.h>

/* Runs the studio clock one minute at a time: right, but pots of a billion minutes need billions of
   ticks. */
int main(void) {
    int n;
    long long q;
    if (scanf("%d %lld", &n, &q) != 2) return 1;
    long long *arrive = malloc(sizeof *arrive * (size_t)n);
    long long *left = malloc(sizeof *left * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &arrive[i], &left[i]);
    int *line = malloc(sizeof *line * (size_t)n);
    int front = 0, count = 0, finished = 0, next_in = 0, at_wheel = -1;
    long long turn_left = 0;
    for (long long now = 0; finished < n; now++) {
        while (next_in < n && arrive[next_in] <= now) line[(front + count++) % n] = next_in++;
        if (at_wheel >= 0 && turn_left == 0) {
            if (left[at_wheel] > 0) {
                line[(front + count++) % n] = at_wheel;
            } else {
                printf(finished + 1 < n ? "%d " : "%d\n", at_wheel + 1);
                finished++;
            }
            at_wheel = -1;
        }
        if (at_wheel < 0 && count > 0) {
            at_wheel = line[front];
            front = (front + 1) % n;
            count--;
            turn_left = left[at_wheel] < q ? left[at_wheel] : q;
        }
        if (at_wheel >= 0) {
            turn_left--;
            left[at_wheel]--;
        }
    }
    return 0;
}
