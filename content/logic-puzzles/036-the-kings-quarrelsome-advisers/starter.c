#include <stdio.h>
#include <stdlib.h>

/* Adviser i says there are at least a[i] and at most b[i] liars. Set *smallest and *largest to the
   fewest and the most possible liars and return 1, or return 0 when no number is possible (a paradox). */
int possible_liars(int n, const int *a, const int *b, int *smallest, int *largest) {
    (void)n;
    (void)a;
    (void)b;
    *smallest = 0;
    *largest = 0;
    return 0;
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
