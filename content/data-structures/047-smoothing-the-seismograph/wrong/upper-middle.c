#include <stdio.h>
#include <stdlib.h>

/* The right Fenwick-tree walk, but it takes the (k/2 + 1)-th smallest reading: for an even k that is the
   upper of the two middle readings, not the lower one the filter uses. */

static const int *values;

static int by_value(const void *a, const void *b) {
    int i = *(const int *)a, j = *(const int *)b;
    if (values[i] != values[j]) return values[i] < values[j] ? -1 : 1;
    return i - j;
}

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    int *reading = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &reading[i]);
    int *order = malloc(sizeof(int) * (size_t)n);
    int *rank = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) order[i] = i;
    values = reading;
    qsort(order, (size_t)n, sizeof(int), by_value);
    for (int r = 0; r < n; r++) rank[order[r]] = r + 1;
    int top = 1;
    while (top * 2 <= n) top *= 2;
    int *tree = calloc((size_t)n + 1, sizeof(int));
    int need = k / 2 + 1;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        for (int j = rank[i]; j <= n; j += j & -j) tree[j]++;
        if (i >= k)
            for (int j = rank[i - k]; j <= n; j += j & -j) tree[j]--;
        if (i >= k - 1) {
            int position = 0, left = need;
            for (int step = top; step; step >>= 1) {
                int next = position + step;
                if (next <= n && tree[next] < left) {
                    position = next;
                    left -= tree[next];
                }
            }
            total += reading[order[position]];
        }
    }
    printf("%lld\n", total);
    return 0;
}
