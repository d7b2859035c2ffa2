#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

int fairest_split(int n, const int *a) {
    int total = 0;
    for (int i = 0; i < n; i++) total += a[i];
    int half = total / 2; /* the smaller share is at most half of the total */
    /* reachable[x]: some subset of the treasures seen so far is worth exactly x (x <= half) */
    bool *reachable = calloc((size_t)half + 1, sizeof *reachable);
    reachable[0] = true;
    for (int i = 0; i < n; i++)
        for (int x = half; x >= a[i]; x--) /* downwards: each treasure is used once */
            if (reachable[x - a[i]]) reachable[x] = true;
    int best = half;
    while (!reachable[best]) best--;
    free(reachable);
    return total - 2 * best;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *a = malloc(sizeof *a * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    printf("%d\n", fairest_split(n, a));
    free(a);
    return 0;
}
