#include <stdio.h>
#include <stdlib.h>

static int n;
static long long *tree; /* Fenwick tree over preorder positions 1..n */

static long long read_ll(void) {
    int ch = getchar();
    long long value = 0;
    while (ch < '0' || ch > '9') {
        if (ch == 'S' || ch == '?') return -ch; /* an event's letter */
        ch = getchar();
    }
    while (ch >= '0' && ch <= '9') {
        value = value * 10 + (ch - '0');
        ch = getchar();
    }
    return value;
}

static long long prefix(int i) {
    long long total = 0;
    for (; i > 0; i &= i - 1) total += tree[i];
    return total;
}

int main(void) {
    n = (int)read_ll();
    int q = (int)read_ll();
    long long *current = malloc(sizeof(long long) * (size_t)(n + 1));
    int *parent = calloc((size_t)n + 1, sizeof(int)), *first_child = calloc((size_t)n + 1, sizeof(int));
    int *next_sibling = calloc((size_t)n + 1, sizeof(int)), *start = malloc(sizeof(int) * (size_t)(n + 1));
    int *size = malloc(sizeof(int) * (size_t)(n + 1)), *order = malloc(sizeof(int) * (size_t)(n + 1));
    int *stack = malloc(sizeof(int) * (size_t)(n + 1));
    for (int x = 1; x <= n; x++) current[x] = read_ll();
    for (int x = 2; x <= n; x++) parent[x] = (int)read_ll();
    for (int x = n; x >= 2; x--) {
        next_sibling[x] = first_child[parent[x]];
        first_child[parent[x]] = x;
    }
    /* preorder numbering without recursion: every branch is one block of consecutive numbers */
    int top = 0, count = 0;
    stack[top++] = 1;
    while (top > 0) {
        int x = stack[--top];
        order[++count] = x;
        start[x] = count;
        for (int child = first_child[x]; child; child = next_sibling[child]) stack[top++] = child;
    }
    for (int x = 1; x <= n; x++) size[x] = 1;
    for (int i = n; i >= 2; i--) size[parent[order[i]]] += size[order[i]];
    tree = calloc((size_t)n + 1, sizeof(long long));
    for (int i = 1; i <= n; i++) {
        tree[i] += current[order[i]];
        int up = i + (i & -i);
        if (up <= n) tree[up] += tree[i];
    }
    char *out = malloc((size_t)q * 17 + 1);
    size_t len = 0;
    for (int e = 0; e < q; e++) {
        long long kind = read_ll();
        int x = (int)read_ll();
        if (kind == -'S') {
            long long value = read_ll();
            long long delta = value - current[x];
            current[x] = value;
            for (int i = start[x]; i <= n; i += i & -i) tree[i] += delta;
        } else {
            long long total = prefix(start[x] + size[x] - 1) - prefix(start[x] - 1);
            len += sprintf(out + len, "%lld\n", total);
        }
    }
    fwrite(out, 1, len, stdout);
    return 0;
}
