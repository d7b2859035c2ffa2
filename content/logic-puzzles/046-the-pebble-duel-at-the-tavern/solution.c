#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LIMIT 100000

/* values[n] is the game value (Grundy number) of a lone pile of n pebbles; from index start on, the values
   repeat with period `period`. */
static int values[LIMIT];
static int computed, start, period;

static void pile_values(int k, const int *moves) {
    int largest = 0;
    for (int j = 0; j < k; j++)
        if (moves[j] > largest) largest = moves[j];
    for (int n = 0; n < LIMIT; n++) {
        int reachable[32] = {0};
        for (int j = 0; j < k; j++)
            if (moves[j] <= n) reachable[values[n - moves[j]]] = 1;
        int v = 0;
        while (reachable[v]) v++;
        values[n] = v;
        computed = n + 1;
        if (n >= largest - 1) {
            /* Every later value depends only on the last `largest` values: once such a window comes back,
               everything after it repeats. */
            for (int j = largest - 1; j < n; j++) {
                if (memcmp(values + j - largest + 1, values + n - largest + 1, sizeof(int) * largest) == 0) {
                    start = j;
                    period = n - j;
                    return;
                }
            }
        }
    }
}

static int value(long long size) {
    if (size < computed) return values[size];
    return values[start + (size - start) % period];
}

int main(void) {
    int k, q;
    if (scanf("%d", &k) != 1) return 1;
    int moves[32];
    for (int j = 0; j < k; j++) scanf("%d", &moves[j]);
    pile_values(k, moves);
    scanf("%d", &q);
    char *out = malloc((size_t)q * 6 + 1);
    size_t len = 0;
    for (int i = 0; i < q; i++) {
        int m, x = 0;
        scanf("%d", &m);
        for (int j = 0; j < m; j++) {
            long long size;
            scanf("%lld", &size);
            x ^= value(size);
        }
        const char *name = x ? "ALICE\n" : "BOB\n";
        size_t l = strlen(name);
        memcpy(out + len, name, l);
        len += l;
    }
    fwrite(out, 1, len, stdout);
    free(out);
    return 0;
}
