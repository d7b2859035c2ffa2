#include <stdio.h>
#include <stdlib.h>

/* Return the largest total value of items (weights w[0..n-1], values v[0..n-1], each used at most once)
   whose total weight is at most capacity. */
long long best_packing(int n, int capacity, const int *w, const long long *v) {
    (void)n;
    (void)capacity;
    (void)w;
    (void)v;
    return -1;
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
