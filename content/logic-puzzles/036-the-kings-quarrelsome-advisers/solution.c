#include <stdio.h>
#include <stdlib.h>

/* Sets *smallest and *largest to the fewest and most possible liars; returns 0 for a paradox. */
int possible_liars(int n, const int *a, const int *b, int *smallest, int *largest) {
    /* With L liars, the honest advisers are exactly those whose range holds L, so L is possible
       when n - L ranges hold it. Count, for every L at once, the ranges that hold it. */
    int *change = calloc((size_t)n + 2, sizeof *change);
    for (int i = 0; i < n; i++) {
        change[a[i]]++;
        change[b[i] + 1]--;
    }
    int found = 0, holding = 0;
    for (int liars = 0; liars <= n; liars++) {
        holding += change[liars];
        if (holding == n - liars) {
            if (!found) *smallest = liars;
            *largest = liars;
            found = 1;
        }
    }
    free(change);
    return found;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *a = malloc(sizeof *a * (size_t)n), *b = malloc(sizeof *b * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d %d", &a[i], &b[i]);
    int smallest, largest;
    if (possible_liars(n, a, b, &smallest, &largest)) printf("%d %d\n", smallest, largest);
    else printf("PARADOX\n");
    free(a);
    free(b);
    return 0;
}
