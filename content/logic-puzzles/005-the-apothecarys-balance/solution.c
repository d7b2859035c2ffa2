#include <stdio.h>

#define MAX_WEIGHTS 10

/* Tries all 3^n placements from weight index on: in the box, on the right pan, or beside the parcel. */
static void place(const int *weights, int n, int x, int index, int difference, int used, int *best) {
    if (index == n) {
        if (difference == x && (*best < 0 || used < *best)) *best = used;
        return;
    }
    place(weights, n, x, index + 1, difference, used, best);
    place(weights, n, x, index + 1, difference + weights[index], used + 1, best);
    place(weights, n, x, index + 1, difference - weights[index], used + 1, best);
}

int fewest_weights(int x, const int *weights, int n) {
    int best = -1;
    place(weights, n, x, 0, 0, 0, &best);
    return best;
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
