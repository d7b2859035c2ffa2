#include <stdio.h>
#include <stdlib.h>

/* Returns the longest calm run's length and stores the hour (from 1) where it starts in *start_hour. */
int calmest_stretch(int n, const long long *t, long long d, int *start_hour) {
    /* two double-ended queues of hours, kept in arrays: an hour enters each at most once */
    int *highs = malloc(sizeof *highs * (size_t)n); /* readings strictly decreasing, front to back */
    int *lows = malloc(sizeof *lows * (size_t)n);   /* readings strictly increasing, front to back */
    int high_front = 0, high_back = 0, low_front = 0, low_back = 0;
    int start = 0, best_length = 0, best_start = 0;
    for (int end = 0; end < n; end++) {
        while (high_back > high_front && t[highs[high_back - 1]] <= t[end]) high_back--;
        highs[high_back++] = end;
        while (low_back > low_front && t[lows[low_back - 1]] >= t[end]) low_back--;
        lows[low_back++] = end;
        while (t[highs[high_front]] - t[lows[low_front]] > d) {
            start++;
            if (highs[high_front] < start) high_front++;
            if (lows[low_front] < start) low_front++;
        }
        if (end - start + 1 > best_length) {
            best_length = end - start + 1;
            best_start = start;
        }
    }
    free(highs);
    free(lows);
    *start_hour = best_start + 1;
    return best_length;
}

int main(void) {
    int n;
    long long d;
    if (scanf("%d %lld", &n, &d) != 2) return 1;
    long long *t = malloc(sizeof *t * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &t[i]);
    int start;
    int length = calmest_stretch(n, t, d, &start);
    printf("%d %d\n", length, start);
    free(t);
    return 0;
}
