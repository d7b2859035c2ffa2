#include <stdio.h>
#include <stdlib.h>

/* Weighing j puts the k[j] coins pans[j][0..k-1] on the left pan and pans[j][k..2k-1] on the right;
   result[j] is '<', '=' or '>'. Prints the verdict. */
void verdict(int n, int w, const int *k, int *const *pans, const char *result) {
    /* Coin i can be a heavier fake only if it sat on the heavier pan in every weighing that tipped and on
       no pan of a weighing that balanced; likewise for a lighter fake. */
    int *on_heavier = calloc((size_t)n + 1, sizeof *on_heavier);
    int *on_lighter = calloc((size_t)n + 1, sizeof *on_lighter);
    char *balanced = calloc((size_t)n + 1, 1);
    int tipped = 0;
    for (int j = 0; j < w; j++) {
        if (result[j] == '=') {
            for (int i = 0; i < 2 * k[j]; i++) balanced[pans[j][i]] = 1;
            continue;
        }
        tipped++;
        for (int i = 0; i < 2 * k[j]; i++) {
            int on_left = i < k[j];
            if (on_left == (result[j] == '>')) on_heavier[pans[j][i]]++;
            else on_lighter[pans[j][i]]++;
        }
    }
    int suspects = 0, suspect = 0, heavier = 0, lighter = 0;
    for (int coin = 1; coin <= n; coin++) {
        if (balanced[coin]) continue;
        int can_be_heavier = on_heavier[coin] == tipped, can_be_lighter = on_lighter[coin] == tipped;
        if (can_be_heavier || can_be_lighter) {
            suspects++;
            suspect = coin;
            heavier = can_be_heavier;
            lighter = can_be_lighter;
        }
    }
    if (suspects == 0) printf("INCONSISTENT\n");
    else if (suspects > 1) printf("AMBIGUOUS %d\n", suspects);
    else printf("%d %s\n", suspect, heavier && lighter ? "EITHER" : heavier ? "HEAVIER" : "LIGHTER");
    free(on_heavier);
    free(on_lighter);
    free(balanced);
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
