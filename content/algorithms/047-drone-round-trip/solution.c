#include <stdio.h>
#include <stdlib.h>

long long shortest_round_trip(int n, const long long *t) {
    if (n == 1) return 0;
    /* The drop points 1..n-1 are bits 0..k-1 of a mask, with k = n - 1.
       best[mask * k + j]: shortest time from the base through exactly the points of mask, ending at point j + 1. */
    int k = n - 1, full = (1 << k) - 1;
    const long long INF = -1; /* -1 marks an impossible state */
    long long *best = malloc(sizeof *best * ((size_t)full + 1) * (size_t)k);
    for (long long s = 0; s < (long long)(full + 1) * k; s++) best[s] = INF;
    for (int j = 0; j < k; j++) best[(1 << j) * k + j] = t[0 * n + (j + 1)];
    for (int mask = 1; mask <= full; mask++) {
        for (int j = 0; j < k; j++) {
            long long here = best[mask * k + j];
            if (here == INF) continue;
            for (int next = 0; next < k; next++) {
                if (mask & (1 << next)) continue;
                int to = mask | (1 << next);
                long long time = here + t[(j + 1) * n + (next + 1)];
                if (best[to * k + next] == INF || time < best[to * k + next]) best[to * k + next] = time;
            }
        }
    }
    long long answer = INF;
    for (int j = 0; j < k; j++) {
        long long time = best[full * k + j] + t[(j + 1) * n + 0];
        if (answer == INF || time < answer) answer = time;
    }
    free(best);
    return answer;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *t = malloc(sizeof *t * (size_t)n * (size_t)n);
    for (int i = 0; i < n * n; i++) scanf("%lld", &t[i]);
    printf("%lld\n", shortest_round_trip(n, t));
    free(t);
    return 0;
}
