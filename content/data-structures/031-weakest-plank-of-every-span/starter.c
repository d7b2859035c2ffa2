#include <stdio.h>
#include <stdlib.h>

/* s[0..n-1] holds the strengths of the planks in order. Return the sum, over every span of one or more
   consecutive planks, of the smallest strength in that span. */
long long sum_of_weakest(int n, const int *s) {
    (void)n;
    (void)s;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *s = malloc(sizeof *s * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &s[i]);
    printf("%lld\n", sum_of_weakest(n, s));
    free(s);
    return 0;
}
