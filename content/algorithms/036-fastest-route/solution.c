#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long long time;
    int crossing;
} Entry;

/* a binary min-heap of (time, crossing) entries */
typedef struct {
    Entry *items;
    int size;
} Heap;

static void heap_push(Heap *h, Entry e) {
    int i = h->size++;
    while (i > 0) {
        int parent = (i - 1) / 2;
        if (h->items[parent].time <= e.time) break;
        h->items[i] = h->items[parent];
        i = parent;
    }
    h->items[i] = e;
}

static Entry heap_pop(Heap *h) {
    Entry top = h->items[0];
    Entry last = h->items[--h->size];
    int i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= h->size) break;
        if (child + 1 < h->size && h->items[child + 1].time < h->items[child].time) child++;
        if (last.time <= h->items[child].time) break;
        h->items[i] = h->items[child];
        i = child;
    }
    if (h->size > 0) h->items[i] = last;
    return top;
}

long long fastest_route(int n, int m, const int *u, const int *v, const int *w) {
    /* adjacency lists in compressed form: the roads of crossing x are adj[start[x] .. start[x + 1] - 1] */
    int *start = calloc((size_t)n + 2, sizeof *start);
    int *adj_to = malloc(sizeof *adj_to * (2 * (size_t)m + 1));
    int *adj_w = malloc(sizeof *adj_w * (2 * (size_t)m + 1));
    for (int i = 0; i < m; i++) {
        start[u[i] + 1]++;
        start[v[i] + 1]++;
    }
    for (int x = 1; x <= n + 1; x++) start[x] += start[x - 1];
    int *fill = malloc(sizeof *fill * ((size_t)n + 1));
    for (int x = 0; x <= n; x++) fill[x] = start[x];
    for (int i = 0; i < m; i++) {
        adj_to[fill[u[i]]] = v[i];
        adj_w[fill[u[i]]++] = w[i];
        adj_to[fill[v[i]]] = u[i];
        adj_w[fill[v[i]]++] = w[i];
    }

    long long *best = malloc(sizeof *best * ((size_t)n + 1));
    for (int x = 0; x <= n; x++) best[x] = -1; /* -1: not reached yet */
    Heap heap = {malloc(sizeof(Entry) * (2 * (size_t)m + 2)), 0};
    best[1] = 0;
    heap_push(&heap, (Entry){0, 1});
    while (heap.size > 0) {
        Entry e = heap_pop(&heap);
        if (e.time != best[e.crossing]) continue; /* an out-of-date entry */
        if (e.crossing == n) break;
        for (int k = start[e.crossing]; k < start[e.crossing + 1]; k++) {
            long long t = e.time + adj_w[k];
            int next = adj_to[k];
            if (best[next] == -1 || t < best[next]) {
                best[next] = t;
                heap_push(&heap, (Entry){t, next});
            }
        }
    }
    long long answer = best[n];
    free(start);
    free(adj_to);
    free(adj_w);
    free(fill);
    free(best);
    free(heap.items);
    return answer;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *u = malloc(sizeof *u * ((size_t)m + 1));
    int *v = malloc(sizeof *v * ((size_t)m + 1));
    int *w = malloc(sizeof *w * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d %d", &u[i], &v[i], &w[i]);
    printf("%lld\n", fastest_route(n, m, u, v, w));
    free(u);
    free(v);
    free(w);
    return 0;
}
