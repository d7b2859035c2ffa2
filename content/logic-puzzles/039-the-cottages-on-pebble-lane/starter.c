#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WEST_OF, NEXT_TO, IN, NOT_IN };

/* Clue i is (kind[i], x[i], y[i]), villagers numbered from 0 in the order they are listed:
     WEST_OF: x lives somewhere west of y        NEXT_TO: x and y live in neighbouring cottages
     IN:      x lives in cottage y (1..n)        NOT_IN:  x does not live in cottage y (1..n)
   Return how many ways of putting the n villagers into the n cottages fit every clue. */
long long count_arrangements(int n, int m, const int *kind, const int *x, const int *y) {
    (void)n;
    (void)m;
    (void)kind;
    (void)x;
    (void)y;
    return 0;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    char names[12][16], word[3][16];
    for (int i = 0; i < n; i++) scanf("%15s", names[i]);
    int *kind = malloc(sizeof *kind * ((size_t)m + 1)), *x = malloc(sizeof *x * ((size_t)m + 1)),
        *y = malloc(sizeof *y * ((size_t)m + 1));
    for (int i = 0; i < m; i++) {
        scanf("%15s %15s %15s", word[0], word[1], word[2]);
        kind[i] = strcmp(word[1], "WEST-OF") == 0 ? WEST_OF
                  : strcmp(word[1], "NEXT-TO") == 0 ? NEXT_TO
                  : strcmp(word[1], "IN") == 0      ? IN
                                                    : NOT_IN;
        for (int v = 0; v < n; v++) {
            if (strcmp(names[v], word[0]) == 0) x[i] = v;
            if ((kind[i] == WEST_OF || kind[i] == NEXT_TO) && strcmp(names[v], word[2]) == 0) y[i] = v;
        }
        if (kind[i] == IN || kind[i] == NOT_IN) y[i] = atoi(word[2]);
    }
    printf("%lld\n", count_arrangements(n, m, kind, x, y));
    free(kind);
    free(x);
    free(y);
    return 0;
}
