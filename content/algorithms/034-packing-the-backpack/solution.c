#include <stdio.h>
#include <stdlib.h>

long long best_packing(int n, int capacity, const int *w, const long long *v) {
    /* best[c] = largest value within capacity c using the items considered so far */
    long long *best = calloc((size_t)capacity + 1, sizeof *best);
    for (int i = 0; i < n; i++) {
        for (int c = capacity; c >= w[i]; c--) { /* downwards: item i is used at most once */
            long long with_item = best[c - w[i]] + v[i];
            if (with_item > best[c]) best[c] = with_item;
        }
    }
    long long answer = best[capacity];
    free(best);
    return answer;
}

int main(void) {
    int n, capacity;
    if (scanf("%d %d", &n, &capacity) != 2) return 1;
    int *w = malloc(sizeof *w * (size_t)n);
    long long *v = malloc(sizeof *v * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d %lld", &w[i], &v[i]);
    printf("%lld\n", best_packing(n, capacity, w, v));
    free(w);
    free(v);
    return 0;
}
