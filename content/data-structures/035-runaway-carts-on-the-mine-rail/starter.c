#include <stdio.h>
#include <stdlib.h>

/* weights[i] and directions[i] ('E' or 'W') describe the carts from west to east. Return how many carts
   are left on the rail at the end, and store their total weight in *total. */
int carts_left(int n, const long long *weights, const char *directions, long long *total) {
    (void)n;
    (void)weights;
    (void)directions;
    *total = 0;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *weights = malloc(sizeof *weights * (size_t)n);
    char *directions = malloc((size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld %c", &weights[i], &directions[i]);
    long long total;
    int count = carts_left(n, weights, directions, &total);
    printf("%d %lld\n", count, total);
    free(weights);
    free(directions);
    return 0;
}
