#include <stdio.h>
#include <stdlib.h>

/* Return the length of the longest strictly increasing subsequence of a[0..n-1]. */
int longest_rising_chain(int n, const int *a) {
    (void)n;
    (void)a;
    return 0;
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
