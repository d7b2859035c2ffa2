#include <stdio.h>
#include <stdlib.h>

int first_position(const long long *numbers, int n, long long x) {
    int lo = 0, hi = n; /* the first index with numbers[i] >= x lies in [lo, hi] */
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (numbers[mid] < x) lo = mid + 1;
        else hi = mid;
    }
    return (lo < n && numbers[lo] == x) ? lo + 1 : -1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *numbers = malloc(sizeof *numbers * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &numbers[i]);
    long long x;
    scanf("%lld", &x);
    printf("%d\n", first_position(numbers, n, x));
    free(numbers);
    return 0;
}
