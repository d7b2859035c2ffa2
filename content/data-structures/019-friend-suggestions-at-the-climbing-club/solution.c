#include <stdio.h>
#include <stdlib.h>

#define MAX_MEMBERS 500

static int adjacent[MAX_MEMBERS + 1][MAX_MEMBERS + 1]; /* adjacent[a][b] is 1 when a and b are friends */
static int mutual[MAX_MEMBERS + 1];

static int compare_by_mutual(const void *x, const void *y) {
    int a = *(const int *)x, b = *(const int *)y;
    if (mutual[a] != mutual[b]) return mutual[b] - mutual[a];
    return a - b;
}

/* Store p's suggestions in found (most mutual friends first, smaller number first on ties)
   and return how many there are. */
int suggestions(int n, int p, int *found) {
    for (int g = 1; g <= n; g++) mutual[g] = 0;
    for (int f = 1; f <= n; f++) {
        if (!adjacent[p][f]) continue;
        for (int g = 1; g <= n; g++)
            if (adjacent[f][g] && g != p && !adjacent[p][g]) mutual[g]++;
    }
    int count = 0;
    for (int g = 1; g <= n; g++)
        if (mutual[g] > 0) found[count++] = g;
    qsort(found, (size_t)count, sizeof *found, compare_by_mutual);
    return count;
}

int main(void) {
    int n, m, q;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    for (int i = 0; i < m; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        adjacent[a][b] = adjacent[b][a] = 1;
    }
    if (scanf("%d", &q) != 1) return 1;
    int found[MAX_MEMBERS];
    for (int i = 0; i < q; i++) {
        int p;
        scanf("%d", &p);
        int count = suggestions(n, p, found);
        if (count == 0) printf("NONE\n");
        for (int k = 0; k < count; k++) printf(k + 1 < count ? "%d " : "%d\n", found[k]);
    }
    return 0;
}
