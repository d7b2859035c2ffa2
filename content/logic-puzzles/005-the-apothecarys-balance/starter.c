#include <stdio.h>

#define MAX_WEIGHTS 10

/* Return the fewest weights that balance a parcel of weight x, or -1 when it cannot be done. */
int fewest_weights(int x, const int *weights, int n) {
    (void)x;
    (void)weights;
    (void)n;
    return -1;
}

int main(void) {
    int x, n;
    if (scanf("%d %d", &x, &n) != 2) return 1;
    int weights[MAX_WEIGHTS];
    for (int i = 0; i < n; i++) scanf("%d", &weights[i]);
    int answer = fewest_weights(x, weights, n);
    if (answer < 0) printf("IMPOSSIBLE\n");
    else printf("%d\n", answer);
    return 0;
}
