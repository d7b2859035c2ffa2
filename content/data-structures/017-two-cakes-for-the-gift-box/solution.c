#include <stdio.h>
#include <stdlib.h>

#define MAX_WEIGHT 1000000

/* Return how many pairs of different cakes have weights adding up to target. */
long long count_boxes(const int *weights, int n, int target) {
    /* Weights are small, so an array indexed by weight serves as the hash table. */
    int *seen = calloc(MAX_WEIGHT + 1, sizeof *seen);
    long long boxes = 0;
    for (int i = 0; i < n; i++) {
        int partner = target - weights[i];
        if (partner >= 1 && partner <= MAX_WEIGHT) boxes += seen[partner];
        seen[weights[i]]++;
    }
    free(seen);
    return boxes;
}

int main(void) {
    int n, target;
    if (scanf("%d %d", &n, &target) != 2) return 1;
    int *weights = malloc(sizeof *weights * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &weights[i]);
    printf("%lld\n", count_boxes(weights, n, target));
    free(weights);
    return 0;
}
