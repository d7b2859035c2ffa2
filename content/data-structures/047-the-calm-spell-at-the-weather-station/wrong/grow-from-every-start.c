/* Grows a run from every starting reading while the spread stays within d: right, but when the calm runs
   are long this costs n times their length, around 10^10 steps. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    long long d;
    if (scanf("%d %lld", &n, &d) != 2) return 0;
    long long *a = malloc(sizeof(long long) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    int best_length = 0, best_start = 0;
    for (int start = 0; start < n; start++) {
        long long low = a[start], high = a[start];
        int end = start;
        while (end + 1 < n) {
            long long next = a[end + 1];
            if (next < low) low = next;
            if (next > high) high = next;
            if (high - low > d) break;
            end++;
        }
        if (end - start + 1 > best_length) {
            best_length = end - start + 1;
            best_start = start;
        }
    }
    printf("%d %d\n", best_length, best_start + 1);
    return 0;
}
