#include <stdio.h>
#include <stdlib.h>

/* The ships l..r show (r - l + 1) flags minus the repeats: the ships i in l..r whose last earlier ship with
   the same flag, before[i], is at least l. Going through the ships in order, a Fenwick tree counts the
   repeats seen so far by the position of their earlier twin; each question is answered when its last ship
   has been seen. A hash table finds each ship's earlier twin. */

#define TABLE (1 << 19) /* a power of two above twice the number of ships */

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
    int *next = malloc(sizeof(int) * (size_t)q); /* questions ending at the same ship, as linked lists */
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
            for (int p = left[j] - 1; p > 0; p &= p - 1) below += tree[p];
            answer[j] = (i - left[j] + 1) - (repeats - below);
        }
    }
    char *out = malloc((size_t)q * 8 + 1);
    size_t len = 0;
    for (int j = 0; j < q; j++) len += sprintf(out + len, "%d\n", answer[j]);
    fwrite(out, 1, len, stdout);
    return 0;
}
