#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Sorts a[lo, hi) using buffer and returns the number of out-of-order pairs inside it. */
static long long sort_and_count(long long *a, long long *buffer, int lo, int hi) {
    if (hi - lo < 2) return 0;
    int mid = lo + (hi - lo) / 2;
    long long pairs = sort_and_count(a, buffer, lo, mid) + sort_and_count(a, buffer, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        if (a[i] <= a[j]) {
            buffer[k++] = a[i++];
        } else {
            buffer[k++] = a[j++];
            pairs += mid - i; /* a[j] is smaller than every left element still waiting */
        }
    }
    while (i < mid) buffer[k++] = a[i++];
    while (j < hi) buffer[k++] = a[j++];
    memcpy(a + lo, buffer + lo, sizeof *a * (size_t)(hi - lo));
    return pairs;
}

long long count_out_of_order(long long *plays, int n) {
    long long *buffer = malloc(sizeof *buffer * (size_t)n);
    long long pairs = sort_and_count(plays, buffer, 0, n);
    free(buffer);
    return pairs;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *plays = malloc(sizeof *plays * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &plays[i]);
    printf("%lld\n", count_out_of_order(plays, n));
    free(plays);
    return 0;
}
