/* Only uses the classic overlap rule: pack all blocks as far left as possible and as far right as
   possible; a cell covered by the same block in both packings is filled, a cell no block can reach is
   empty. It copies the known cells but never reasons from them, so it misses many deductions. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    int *b = malloc(sizeof *b * ((size_t)k + 1));
    long long need = -1;
    for (int j = 0; j < k; j++) {
        scanf("%d", &b[j]);
        need += b[j] + 1;
    }
    char *row = malloc((size_t)n + 2);
    if (scanf("%s", row) != 1) return 1;
    if (need > n) {
        puts("CONTRADICTION");
        return 0;
    }
    char *out = malloc((size_t)n + 1);
    int *reach = calloc((size_t)n + 1, sizeof *reach);
    for (int c = 0; c < n; c++) out[c] = row[c];
    int left = 0, right = n - (int)(need < 0 ? 0 : need);
    for (int j = 0; j < k; j++) {
        for (int c = right; c < left + b[j]; c++) out[c] = '#';
        for (int c = left; c < right + b[j]; c++) reach[c] = 1;
        left += b[j] + 1;
        right += b[j] + 1;
    }
    for (int c = 0; c < n; c++)
        if (!reach[c] && out[c] == '?') out[c] = '.';
    printf("%.*s\n", n, out);
    return 0;
}
