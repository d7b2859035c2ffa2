#include <stdio.h>
#include <stdlib.h>

static int compare(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

long long fewest_minutes(int n, long long *t) {
    qsort(t, (size_t)n, sizeof *t, compare);
    long long total = 0;
    int left = n; /* hikers t[0..left-1] are still on the near side, with the lantern */
    while (left > 3) {
        /* Move the two slowest across and bring the lantern back, in the cheaper of two ways:
           the fastest escorts each of them, or the two slowest cross together. */
        long long escort = 2 * t[0] + t[left - 2] + t[left - 1];
        long long pair_up = t[0] + 2 * t[1] + t[left - 1];
        total += escort < pair_up ? escort : pair_up;
        left -= 2;
    }
    if (left == 3) total += t[0] + t[1] + t[2];
    else if (left == 2) total += t[1];
    else total += t[0];
    return total;
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
