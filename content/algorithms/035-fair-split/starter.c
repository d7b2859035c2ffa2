#include <stdio.h>
#include <stdlib.h>

/* Return the smallest possible difference between the two shares when a[0..n-1] are split in two. */
int fairest_split(int n, const int *a) {
    (void)n;
    (void)a;
    return -1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *a = malloc(sizeof *a * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    printf("%d\n", fairest_split(n, a));
    free(a);
    return 0;
}
