#include <stdio.h>
#include <stdlib.h>

int longest_rising_chain(int n, const int *a) {
    /* tails[L - 1] = smallest last value of a rising chain of length L found so far (strictly increasing) */
    int *tails = malloc(sizeof *tails * (size_t)n);
    int length = 0;
    for (int i = 0; i < n; i++) {
        int lo = 0, hi = length; /* first position whose tail is >= a[i] */
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (tails[mid] < a[i]) lo = mid + 1;
            else hi = mid;
        }
        tails[lo] = a[i];
        if (lo == length) length++;
    }
    free(tails);
    return length;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *a = malloc(sizeof *a * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    printf("%d\n", longest_rising_chain(n, a));
    free(a);
    return 0;
}
