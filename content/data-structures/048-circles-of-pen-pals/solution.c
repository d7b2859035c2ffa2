#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SLOTS (1 << 19) /* open-addressing table, more than twice the most names there can be */

static char names[200000][11];
static int slot_of[SLOTS]; /* person number + 1, or 0 for an empty slot */
static int parent[200000], size[200000];
static int people;

static int person(const char *name) {
    unsigned h = 2166136261u;
    for (const char *c = name; *c; c++) h = (h ^ (unsigned char)*c) * 16777619u;
    unsigned s = h & (SLOTS - 1);
    while (slot_of[s]) {
        if (strcmp(names[slot_of[s] - 1], name) == 0) return slot_of[s] - 1;
        s = (s + 1) & (SLOTS - 1);
    }
    strcpy(names[people], name);
    parent[people] = people;
    size[people] = 1;
    slot_of[s] = people + 1;
    return people++;
}

static int root(int p) {
    while (parent[p] != p) {
        parent[p] = parent[parent[p]]; /* path halving */
        p = parent[p];
    }
    return p;
}

int main(void) {
    int m;
    if (scanf("%d", &m) != 1) return 1;
    char *out = malloc((size_t)m * 8 + 1);
    size_t len = 0;
    for (int i = 0; i < m; i++) {
        char a[11], b[11];
        scanf("%10s %10s", a, b);
        int x = root(person(a)), y = root(person(b));
        if (x != y) {
            if (size[x] < size[y]) {
                int t = x;
                x = y;
                y = t;
            }
            parent[y] = x; /* the smaller circle joins the larger one */
            size[x] += size[y];
        }
        len += sprintf(out + len, "%d\n", size[x]);
    }
    fwrite(out, 1, len, stdout);
    free(out);
    return 0;
}
