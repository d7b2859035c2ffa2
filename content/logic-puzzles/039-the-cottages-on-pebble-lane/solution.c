#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WEST_OF, NEXT_TO, IN, NOT_IN };

static long long ways[1 << 12][12];

/* Clue i is (kind[i], x[i], y[i]): y is a villager for WEST_OF and NEXT_TO, a cottage 1..n otherwise. */
long long count_arrangements(int n, int m, const int *kind, const int *x, const int *y) {
    /* Per villager: the cottages allowed (bit k-1 for cottage k), who must live further west, and who must
       live next door. */
    int allowed[12], west[12] = {0}, neighbours[12] = {0};
    for (int v = 0; v < n; v++) allowed[v] = (1 << n) - 1;
    for (int i = 0; i < m; i++) {
        if (kind[i] == WEST_OF) {
            west[y[i]] |= 1 << x[i];
        } else if (kind[i] == NEXT_TO) {
            neighbours[x[i]] |= 1 << y[i];
            neighbours[y[i]] |= 1 << x[i];
        } else if (kind[i] == IN) {
            for (int other = 0; other < n; other++)
                allowed[other] &= other == x[i] ? 1 << (y[i] - 1) : ~(1 << (y[i] - 1));
        } else {
            allowed[x[i]] &= ~(1 << (y[i] - 1));
        }
    }
    /* Fill the cottages from west to east. ways[mask][last]: arrangements of the villagers in mask in the
       first cottages, with last in the easternmost of them, that break no clue so far. */
    int full = (1 << n) - 1;
    memset(ways, 0, sizeof ways);
    for (int v = 0; v < n; v++)
        if ((allowed[v] & 1) && west[v] == 0) ways[1 << v][v] = 1;
    for (int mask = 1; mask < full; mask++) {
        int cottage = __builtin_popcount((unsigned)mask); /* the next cottage to fill, counting from 0 */
        for (int last = 0; last < n; last++) {
            long long count = ways[mask][last];
            if (count == 0) continue;
            int waiting = neighbours[last] & ~mask; /* they have to come right now */
            for (int v = 0; v < n; v++) {
                int bit = 1 << v;
                if ((mask & bit) || !((allowed[v] >> cottage) & 1) || (west[v] & ~mask) || (waiting & ~bit) ||
                    (neighbours[v] & mask & ~(1 << last)))
                    continue;
                ways[mask | bit][v] += count;
            }
        }
    }
    long long total = 0;
    for (int last = 0; last < n; last++) total += ways[full][last];
    return total;
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
