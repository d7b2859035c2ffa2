#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Order i is kind[i] ('F' FRONT x, 'B' BACK x, 'A' AFTER a x, 'R' REMOVE a) with a[i] and x[i]
   (x[i] is unused for REMOVE, a[i] for FRONT and BACK). Fill train with the wagons from front to back
   and return how many there are. */
int assemble(int q, const char *kind, const int *a, const int *x, int *train) {
    (void)q;
    (void)kind;
    (void)a;
    (void)x;
    (void)train;
    return 0;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    char *kind = malloc((size_t)q);
    int *a = calloc((size_t)q, sizeof *a);
    int *x = calloc((size_t)q, sizeof *x);
    int *train = malloc(sizeof *train * (size_t)q);
    char word[16];
    for (int i = 0; i < q; i++) {
        scanf("%15s", word);
        kind[i] = word[0];
        if (strcmp(word, "AFTER") == 0) scanf("%d %d", &a[i], &x[i]);
        else if (strcmp(word, "REMOVE") == 0) scanf("%d", &a[i]);
        else scanf("%d", &x[i]);
    }
    int count = assemble(q, kind, a, x, train);
    if (count == 0) printf("EMPTY\n");
    for (int k = 0; k < count; k++) printf(k + 1 < count ? "%d " : "%d\n", train[k]);
    free(kind);
    free(a);
    free(x);
    free(train);
    return 0;
}
