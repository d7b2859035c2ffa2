#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_MERCHANTS 400001
#define TABLE_BITS 20
#define TABLE_SIZE (1 << TABLE_BITS)

/* names -> merchant numbers, in an open-addressing hash table */
static char names[MAX_MERCHANTS][11];
static int table[TABLE_SIZE]; /* merchant number + 1, 0 for an empty slot */
static int merchants = 0;
static int parent[MAX_MERCHANTS];
static int size[MAX_MERCHANTS];

static int merchant(const char *name) {
    unsigned h = 2166136261u;
    for (const char *p = name; *p; p++) h = (h ^ (unsigned char)*p) * 16777619u;
    h &= TABLE_SIZE - 1;
    while (table[h] != 0) {
        if (strcmp(names[table[h] - 1], name) == 0) return table[h] - 1;
        h = (h + 1) & (TABLE_SIZE - 1);
    }
    int x = merchants++;
    strcpy(names[x], name);
    table[h] = x + 1;
    parent[x] = x;
    size[x] = 1;
    return x;
}

static int leader(int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]]; /* point one step closer to the leader */
        x = parent[x];
    }
    return x;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    char kind[8], a_name[16], b_name[16];
    for (int i = 0; i < q; i++) {
        scanf("%7s %15s", kind, a_name);
        if (strcmp(kind, "size") == 0) {
            printf("%d\n", size[leader(merchant(a_name))]);
            continue;
        }
        scanf("%15s", b_name);
        int a = leader(merchant(a_name)), b = leader(merchant(b_name));
        if (strcmp(kind, "ask") == 0) {
            puts(a == b ? "YES" : "NO");
        } else if (a != b) {
            if (size[a] < size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a;
            size[a] += size[b];
        }
    }
    return 0;
}
