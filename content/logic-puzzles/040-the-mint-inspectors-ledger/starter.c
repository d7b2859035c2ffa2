#include <stdio.h>
#include <stdlib.h>

/* Weighing j puts the k[j] coins pans[j][0..k-1] on the left pan and pans[j][k..2k-1] on the right;
   result[j] is '<' (left pan lighter), '=' (balanced) or '>' (left pan heavier). Print the verdict line:
   INCONSISTENT, AMBIGUOUS and the number of possible fakes, or the one possible fake and HEAVIER,
   LIGHTER or EITHER (such as "3 LIGHTER"). */
void verdict(int n, int w, const int *k, int *const *pans, const char *result) {
    (void)n;
    (void)w;
    (void)k;
    (void)pans;
    (void)result;
    printf("INCONSISTENT\n");
}

int main(void) {
    int n, w;
    if (scanf("%d %d", &n, &w) != 2) return 1;
    int *k = malloc(sizeof *k * ((size_t)w + 1));
    int **pans = malloc(sizeof *pans * ((size_t)w + 1));
    char *result = malloc((size_t)w + 1);
    for (int j = 0; j < w; j++) {
        scanf("%d", &k[j]);
        pans[j] = malloc(sizeof **pans * 2 * (size_t)k[j]);
        for (int i = 0; i < 2 * k[j]; i++) scanf("%d", &pans[j][i]);
        scanf(" %c", &result[j]);
    }
    verdict(n, w, k, pans, result);
    for (int j = 0; j < w; j++) free(pans[j]);
    free(pans);
    free(k);
    free(result);
    return 0;
}
