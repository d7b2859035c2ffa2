#include <stdio.h>
#include <stdlib.h>

/* Stall i is at positions[i] and sells flavour flavours[i] (1..k).
   Return the length of the shortest stretch containing a stall of every flavour. */
long long shortest_stretch(const long long *positions, const int *flavours, int n, int k) {
    (void)positions;
    (void)flavours;
    (void)n;
    (void)k;
    return -1;
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
