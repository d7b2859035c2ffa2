#include <stdio.h>
#include <stdlib.h>

long long best_harvest(int n, const long long *a) {
    long long two_back = 0, one_back = 0; /* best totals for the first i - 2 and i - 1 trees */
    for (int i = 0; i < n; i++) {
        long long take = two_back + a[i];
        long long best = take > one_back ? take : one_back;
        two_back = one_back;
        one_back = best;
    }
    return one_back;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *a = malloc(sizeof *a * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    printf("%lld\n", best_harvest(n, a));
    free(a);
    return 0;
}
