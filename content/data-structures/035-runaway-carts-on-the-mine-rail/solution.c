#include <stdio.h>
#include <stdlib.h>

/* Returns how many carts are left and stores their total weight in *total. */
int carts_left(int n, const long long *weights, const char *directions, long long *total) {
    /* the carts left so far, as a stack: east-rolling weights positive, west-rolling negative */
    long long *survivors = malloc(sizeof *survivors * (size_t)n);
    int top = 0;
    for (int i = 0; i < n; i++) {
        long long w = weights[i];
        if (directions[i] == 'E') {
            survivors[top++] = w;
            continue;
        }
        int alive = 1;
        while (top > 0 && survivors[top - 1] > 0) {
            if (survivors[top - 1] < w) { /* the east-rolling cart is lighter: knocked off, keep going */
                top--;
                continue;
            }
            if (survivors[top - 1] == w) top--; /* equal weights: both knocked off */
            alive = 0;
            break;
        }
        if (alive) survivors[top++] = -w;
    }
    *total = 0;
    for (int i = 0; i < top; i++) *total += survivors[i] > 0 ? survivors[i] : -survivors[i];
    free(survivors);
    return top;
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
