#include <stdio.h>
#include <stdlib.h>

/* the trails as adjacency lists in arrays: the trails of glade x are edge indices head[x], next[head[x]], ... */
static int *head, *next_edge, *to, *len;
static long long *dist;
static int *stack;

/* Fills dist[] with the distances from start and returns the farthest glade. */
static int farthest_from(int start, int n) {
    for (int x = 1; x <= n; x++) dist[x] = -1;
    dist[start] = 0;
    int top = 0;
    stack[top++] = start;
    while (top > 0) {
        int x = stack[--top];
        for (int e = head[x]; e != -1; e = next_edge[e]) {
            int y = to[e];
            if (dist[y] < 0) {
                dist[y] = dist[x] + len[e];
                stack[top++] = y;
            }
        }
    }
    int best = 1;
    for (int x = 2; x <= n; x++)
        if (dist[x] > dist[best]) best = x;
    return best;
}

long long longest_walk(int n, const int *u, const int *v, const int *w) {
    head = malloc(sizeof *head * ((size_t)n + 1));
    next_edge = malloc(sizeof *next_edge * (2 * (size_t)n));
    to = malloc(sizeof *to * (2 * (size_t)n));
    len = malloc(sizeof *len * (2 * (size_t)n));
    dist = malloc(sizeof *dist * ((size_t)n + 1));
    stack = malloc(sizeof *stack * ((size_t)n + 1));
    for (int x = 0; x <= n; x++) head[x] = -1;
    int edges = 0;
    for (int i = 0; i < n - 1; i++) {
        to[edges] = v[i], len[edges] = w[i], next_edge[edges] = head[u[i]], head[u[i]] = edges++;
        to[edges] = u[i], len[edges] = w[i], next_edge[edges] = head[v[i]], head[v[i]] = edges++;
    }
    int a = farthest_from(1, n);
    int b = farthest_from(a, n);
    long long answer = dist[b];
    free(head);
    free(next_edge);
    free(to);
    free(len);
    free(dist);
    free(stack);
    return answer;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *u = malloc(sizeof *u * (size_t)n);
    int *v = malloc(sizeof *v * (size_t)n);
    int *w = malloc(sizeof *w * (size_t)n);
    for (int i = 0; i < n - 1; i++) scanf("%d %d %d", &u[i], &v[i], &w[i]);
    printf("%lld\n", longest_walk(n, u, v, w));
    free(u);
    free(v);
    free(w);
    return 0;
}
