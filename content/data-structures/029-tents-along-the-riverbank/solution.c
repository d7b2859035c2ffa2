#include <stdio.h>
#include <stdlib.h>

static int compare_ints(const void *x, const void *y) {
    int a = *(const int *)x, b = *(const int *)y;
    return (a > b) - (a < b);
}

/* Can k tents on the sorted pitches all be at least gap apart? Greedy: take each pitch that is far
   enough beyond the last tent. */
static int fits(const int *pitches, int n, int k, long long gap) {
    long long last = pitches[0];
    int placed = 1;
    for (int i = 1; i < n && placed < k; i++) {
        if (pitches[i] - last >= gap) {
            last = pitches[i];
            placed++;
        }
    }
    return placed >= k;
}

/* Returns the largest possible distance between the two closest of k tents. Sorts pitches in place. */
long long widest_spacing(int *pitches, int n, int k) {
    qsort(pitches, (size_t)n, sizeof *pitches, compare_ints);
    /* the answer is the largest gap that fits; 0 always fits, and k tents never fit wider than this */
    long long low = 0, high = ((long long)pitches[n - 1] - pitches[0]) / (k - 1);
    while (low < high) {
        long long middle = (low + high + 1) / 2;
        if (fits(pitches, n, k, middle)) low = middle;
        else high = middle - 1;
    }
    return low;
}

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    int *pitches = malloc(sizeof *pitches * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &pitches[i]);
    printf("%lld\n", widest_spacing(pitches, n, k));
    free(pitches);
    return 0;
}
