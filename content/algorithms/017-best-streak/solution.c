#include <stdio.h>
#include <stdlib.h>

long long best_streak(int n, const long long *a) {
    long long ending_here = a[0], best = a[0];
    for (int i = 1; i < n; i++) {
        long long extended = ending_here + a[i];
        ending_here = extended > a[i] ? extended : a[i];
        if (ending_here > best) best = ending_here;
    }
    return best;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *a = malloc(sizeof *a * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    printf("%lld\n", best_streak(n, a));
    free(a);
    return 0;
}
