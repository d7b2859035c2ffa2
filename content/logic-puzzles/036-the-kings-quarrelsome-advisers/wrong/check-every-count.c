/* Tries every number of liars and counts the true claims one adviser at a time: right, but about n^2
   steps, far too slow for 200000 advisers. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *a = malloc(sizeof *a * (size_t)n), *b = malloc(sizeof *b * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d %d", &a[i], &b[i]);
    int smallest = -1, largest = -1;
    for (int liars = 0; liars <= n; liars++) {
        int honest = 0;
        for (int i = 0; i < n; i++)
            if (a[i] <= liars && liars <= b[i]) honest++;
        if (honest == n - liars) {
            if (smallest < 0) smallest = liars;
            largest = liars;
        }
    }
    if (smallest < 0) printf("PARADOX\n");
    else printf("%d %d\n", smallest, largest);
    free(a);
    free(b);
    return 0;
}
