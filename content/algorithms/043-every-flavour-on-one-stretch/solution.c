#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long long position;
    int flavour;
} Stall;

static int by_position(const void *a, const void *b) {
    long long x = ((const Stall *)a)->position, y = ((const Stall *)b)->position;
    return (x > y) - (x < y);
}

long long shortest_stretch(const long long *positions, const int *flavours, int n, int k) {
    Stall *stalls = malloc(sizeof *stalls * (size_t)n);
    for (int i = 0; i < n; i++) stalls[i] = (Stall){positions[i], flavours[i]};
    qsort(stalls, (size_t)n, sizeof *stalls, by_position);
    int *count = calloc((size_t)k + 1, sizeof *count); /* stalls of each flavour inside the window */
    int present = 0; /* flavours with at least one stall inside the window */
    long long best = -1;
    for (int right = 0, left = 0; right < n; right++) {
        if (count[stalls[right].flavour]++ == 0) present++;
        while (present == k) { /* shrink from the left while every flavour is still inside */
            long long length = stalls[right].position - stalls[left].position;
            if (best < 0 || length < best) best = length;
            if (--count[stalls[left].flavour] == 0) present--;
            left++;
        }
    }
    free(stalls);
    free(count);
    return best;
}

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    long long *positions = malloc(sizeof *positions * (size_t)n);
    int *flavours = malloc(sizeof *flavours * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &positions[i]);
    for (int i = 0; i < n; i++) scanf("%d", &flavours[i]);
    printf("%lld\n", shortest_stretch(positions, flavours, n, k));
    free(positions);
    free(flavours);
    return 0;
}
