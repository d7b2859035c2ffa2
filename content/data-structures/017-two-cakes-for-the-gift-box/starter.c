#include <stdio.h>
#include <stdlib.h>

/* Return how many pairs of different cakes have weights adding up to target. */
long long count_boxes(const int *weights, int n, int target) {
    (void)weights;
    (void)n;
    (void)target;
    return 0;
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
