#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int assemble(int q, const char *kind, const int *a, const int *x, int *train) {
    int count = 0;
    for (int i = 0; i < q; i++) {
        if (kind[i] == 'F' || kind[i] == 'B' || kind[i] == 'A') {
            int at = count;
            if (kind[i] == 'F') at = 0;
            if (kind[i] == 'A') {
                at = 0;
                while (train[at] != a[i]) at++;
                at++;
            }
            memmove(train + at + 1, train + at, sizeof *train * (size_t)(count - at));
            train[at] = x[i];
            count++;
        } else {
            int at = 0;
            while (train[at] != a[i]) at++;
            memmove(train + at, train + at + 1, sizeof *train * (size_t)(count - at - 1));
            count--;
        }
    }
    return count;
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
