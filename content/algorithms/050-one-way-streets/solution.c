#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

int streets_to_add(int n, int m, const int *a, const int *b) {
    /* outgoing streets in compressed form: the streets leaving x end at next[start[x] .. start[x + 1] - 1] */
    int *start = calloc((size_t)n + 2, sizeof *start);
    int *next = malloc(sizeof *next * ((size_t)m + 1));
    for (int i = 0; i < m; i++) start[a[i] + 1]++;
    for (int x = 1; x <= n + 1; x++) start[x] += start[x - 1];
    int *fill = malloc(sizeof *fill * ((size_t)n + 1));
    for (int x = 0; x <= n; x++) fill[x] = start[x];
    for (int i = 0; i < m; i++) next[fill[a[i]]++] = b[i];

    /* Tarjan's algorithm with an explicit stack */
    int *number = calloc((size_t)n + 1, sizeof *number); /* discovery number, 0 = not visited */
    int *low = malloc(sizeof *low * ((size_t)n + 1));
    int *comp = calloc((size_t)n + 1, sizeof *comp); /* component of each intersection, 0 = not assigned */
    int *slot = malloc(sizeof *slot * ((size_t)n + 1)); /* next street to try from each intersection */
    int *path = malloc(sizeof *path * ((size_t)n + 1)); /* the depth-first search path */
    int *waiting = malloc(sizeof *waiting * ((size_t)n + 1)); /* visited, not yet in a component */
    int counter = 0, comps = 0, waiting_top = 0;
    for (int root = 1; root <= n; root++) {
        if (number[root]) continue;
        int depth = 0;
        path[depth++] = root;
        number[root] = low[root] = ++counter;
        slot[root] = start[root];
        waiting[waiting_top++] = root;
        while (depth > 0) {
            int x = path[depth - 1];
            if (slot[x] < start[x + 1]) {
                int y = next[slot[x]++];
                if (!number[y]) {
                    number[y] = low[y] = ++counter;
                    slot[y] = start[y];
                    waiting[waiting_top++] = y;
                    path[depth++] = y;
                } else if (!comp[y] && number[y] < low[x]) {
                    low[x] = number[y]; /* y is still waiting, so it is on the current path's component */
                }
            } else {
                depth--;
                if (depth > 0 && low[x] < low[path[depth - 1]]) low[path[depth - 1]] = low[x];
                if (low[x] == number[x]) { /* x is the first intersection of a component */
                    comps++;
                    int y;
                    do {
                        y = waiting[--waiting_top];
                        comp[y] = comps;
                    } while (y != x);
                }
            }
        }
    }
    int answer = 0;
    if (comps > 1) {
        bool *has_in = calloc((size_t)comps + 1, sizeof *has_in);
        bool *has_out = calloc((size_t)comps + 1, sizeof *has_out);
        for (int i = 0; i < m; i++) {
            if (comp[a[i]] != comp[b[i]]) {
                has_out[comp[a[i]]] = true;
                has_in[comp[b[i]]] = true;
            }
        }
        int sources = 0, sinks = 0;
        for (int c = 1; c <= comps; c++) {
            if (!has_in[c]) sources++;
            if (!has_out[c]) sinks++;
        }
        answer = sources > sinks ? sources : sinks;
        free(has_in);
        free(has_out);
    }
    free(start);
    free(next);
    free(fill);
    free(number);
    free(low);
    free(comp);
    free(slot);
    free(path);
    free(waiting);
    return answer;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *a = malloc(sizeof *a * ((size_t)m + 1));
    int *b = malloc(sizeof *b * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    printf("%d\n", streets_to_add(n, m, a, b));
    free(a);
    free(b);
    return 0;
}
