#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Statement j is made by speaker[j]: 'S' (Sam, who knows the sum) or 'P' (Polly, who knows the product),
   and claims claim[j]: 'K' (KNOWS), 'D' (DOES_NOT_KNOW) or 'Y' (KNOWS_YOU_DO_NOT_KNOW). Return how many
   pairs lo <= x < y <= hi fit the whole dialogue, and write them into xs and ys (x in xs, y in ys) in
   order of x, then y. There is room for every pair. */
int surviving_pairs(int lo, int hi, int d, const char *speaker, const char *claim, int *xs, int *ys) {
    (void)lo;
    (void)hi;
    (void)d;
    (void)speaker;
    (void)claim;
    (void)xs;
    (void)ys;
    return 0;
}

int main(void) {
    int lo, hi, d;
    if (scanf("%d %d %d", &lo, &hi, &d) != 3) return 1;
    char *speaker = malloc((size_t)d + 1), *claim = malloc((size_t)d + 1);
    for (int j = 0; j < d; j++) {
        char who[32], what[32];
        if (scanf("%31s %31s", who, what) != 2) return 1;
        speaker[j] = who[0];
        claim[j] = what[0] == 'D' ? 'D' : strcmp(what, "KNOWS") == 0 ? 'K' : 'Y';
    }
    size_t most = (size_t)(hi - lo + 1) * (size_t)(hi - lo) / 2 + 1;
    int *xs = malloc(sizeof *xs * most), *ys = malloc(sizeof *ys * most);
    int n = surviving_pairs(lo, hi, d, speaker, claim, xs, ys);
    printf("%d\n", n);
    if (n <= 100)
        for (int i = 0; i < n; i++) printf("%d %d\n", xs[i], ys[i]);
    return 0;
}
