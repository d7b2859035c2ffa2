#include <stdio.h>
#include <stdlib.h>

/* Return the fewest total minutes after which all n hikers (crossing times t[0..n-1]) are on the far side. */
long long fewest_minutes(int n, long long *t) {
    (void)n;
    (void)t;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *t = malloc(sizeof *t * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &t[i]);
    printf("%lld\n", fewest_minutes(n, t));
    free(t);
    return 0;
}
