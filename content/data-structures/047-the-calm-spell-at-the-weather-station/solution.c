#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    long long d;
    if (scanf("%d %lld", &n, &d) != 2) return 1;
    long long *a = malloc(sizeof(long long) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    /* two deques of indices: highs with values falling front to back, lows with values rising */
    int *highs = malloc(sizeof(int) * (size_t)n), *lows = malloc(sizeof(int) * (size_t)n);
    int hf = 0, hb = 0, lf = 0, lb = 0, left = 0, best_length = 0, best_start = 0;
    for (int right = 0; right < n; right++) {
        while (hb > hf && a[highs[hb - 1]] <= a[right]) hb--;
        highs[hb++] = right;
        while (lb > lf && a[lows[lb - 1]] >= a[right]) lb--;
        lows[lb++] = right;
        while (a[highs[hf]] - a[lows[lf]] > d) {
            left++;
            if (highs[hf] < left) hf++;
            if (lows[lf] < left) lf++;
        }
        if (right - left + 1 > best_length) {
            best_length = right - left + 1;
            best_start = left;
        }
    }
    printf("%d %d\n", best_length, best_start + 1);
    return 0;
}
