#include <stdio.h>
#include <stdlib.h>

/* From every starting hour, extends the run while it stays calm: right, but when long runs are calm it
   walks about n * n / 2 hours, 2 * 10^10 for the longest logs. */
int main(void) {
    int n;
    long long d;
    if (scanf("%d %lld", &n, &d) != 2) return 1;
    long long *t = malloc(sizeof *t * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &t[i]);
    int best_length = 0, best_start = 0;
    for (int s = 0; s < n; s++) {
        long long high = t[s], low = t[s];
        int e = s;
        while (e + 1 < n) {
            long long next_high = t[e + 1] > high ? t[e + 1] : high;
            long long next_low = t[e + 1] < low ? t[e + 1] : low;
            if (next_high - next_low > d) break;
            high = next_high;
            low = next_low;
            e++;
        }
        if (e - s + 1 > best_length) {
            best_length = e - s + 1;
            best_start = s;
        }
    }
    printf("%d %d\n", best_length, best_start + 1);
    free(t);
    return 0;
}
