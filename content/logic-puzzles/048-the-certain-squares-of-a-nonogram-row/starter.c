#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* row holds n characters '#', '.' or '?'; the clue is blocks[0..k-1]. Write the deduced row into out
   (n characters: '#' filled in every filling, '.' empty in every filling, '?' otherwise) and return 1,
   or return 0 when no filling fits. */
int deduce(int n, int k, const int *blocks, const char *row, char *out) {
    (void)k;
    (void)blocks;
    memcpy(out, row, (size_t)n);
    return 1;
}

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    int *blocks = malloc(sizeof *blocks * ((size_t)k + 1));
    for (int j = 0; j < k; j++) scanf("%d", &blocks[j]);
    char *row = malloc((size_t)n + 2), *out = malloc((size_t)n + 1);
    if (scanf("%s", row) != 1) return 1;
    if (deduce(n, k, blocks, row, out))
        printf("%.*s\n", n, out);
    else
        puts("CONTRADICTION");
    free(blocks);
    free(row);
    free(out);
    return 0;
}
