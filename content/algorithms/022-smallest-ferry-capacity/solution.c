#include <stdio.h>
#include <stdlib.h>

/* Trips used by greedy loading, stopping early once more than limit trips are needed. */
static int trips_needed(const long long *weights, int n, long long capacity, int limit) {
    int trips = 1;
    long long load = 0;
    for (int i = 0; i < n; i++) {
        if (load + weights[i] > capacity) {
            if (++trips > limit) break;
            load = weights[i];
        } else {
            load += weights[i];
        }
    }
    return trips;
}

long long smallest_capacity(const long long *weights, int n, int d) {
    long long total = 0, heaviest = 0;
    for (int i = 0; i < n; i++) {
        total += weights[i];
        if (weights[i] > heaviest) heaviest = weights[i];
    }
    long long average = (total + d - 1) / d;
    long long lo = average > heaviest ? average : heaviest; /* no smaller capacity can work */
    long long hi = average + heaviest; /* enough: every full trip then carries more than total / d */
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        if (trips_needed(weights, n, mid, d) <= d) hi = mid;
        else lo = mid + 1;
    }
    return lo;
}

int main(void) {
    int n, d;
    if (scanf("%d %d", &n, &d) != 2) return 1;
    long long *weights = malloc(sizeof *weights * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &weights[i]);
    printf("%lld\n", smallest_capacity(weights, n, d));
    free(weights);
    return 0;
}
