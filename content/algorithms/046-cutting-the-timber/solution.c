#include <stdio.h>
#include <stdlib.h>

static int by_value(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

long long cheapest_cutting(long long len, int n, const long long *marks) {
    int count = n + 2; /* the marks plus both ends of the log */
    long long *p = malloc(sizeof *p * (size_t)count);
    p[0] = 0;
    for (int i = 0; i < n; i++) p[i + 1] = marks[i];
    p[n + 1] = len;
    qsort(p, (size_t)count, sizeof *p, by_value);

    /* cost[i * count + j]: cheapest way to make every cut strictly between marks i and j */
    long long *cost = calloc((size_t)count * (size_t)count, sizeof *cost);
    for (int gap = 2; gap < count; gap++) {
        for (int i = 0; i + gap < count; i++) {
            int j = i + gap;
            long long best = -1;
            for (int k = i + 1; k < j; k++) {
                long long c = cost[i * count + k] + cost[k * count + j];
                if (best < 0 || c < best) best = c;
            }
            cost[i * count + j] = best + (p[j] - p[i]);
        }
    }
    long long answer = cost[count - 1]; /* cost[0][count - 1] */
    free(p);
    free(cost);
    return answer;
}

int main(void) {
    long long len;
    int n;
    if (scanf("%lld %d", &len, &n) != 2) return 1;
    long long *marks = malloc(sizeof *marks * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &marks[i]);
    printf("%lld\n", cheapest_cutting(len, n, marks));
    free(marks);
    return 0;
}
