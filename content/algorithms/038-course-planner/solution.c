#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* a binary min-heap of course numbers */
static void heap_push(int *heap, int *size, int x) {
    int i = (*size)++;
    while (i > 0 && heap[(i - 1) / 2] > x) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = x;
}

static int heap_pop(int *heap, int *size) {
    int top = heap[0], last = heap[--(*size)], i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= *size) break;
        if (child + 1 < *size && heap[child + 1] < heap[child]) child++;
        if (last <= heap[child]) break;
        heap[i] = heap[child];
        i = child;
    }
    if (*size > 0) heap[i] = last;
    return top;
}

bool plan_courses(int n, int m, const int *a, const int *b, int *order) {
    /* the courses unblocked by x are next[start[x] .. start[x + 1] - 1] */
    int *start = calloc((size_t)n + 2, sizeof *start);
    int *next = malloc(sizeof *next * ((size_t)m + 1));
    int *blocked = calloc((size_t)n + 1, sizeof *blocked); /* rules still blocking each course */
    for (int i = 0; i < m; i++) {
        start[a[i] + 1]++;
        blocked[b[i]]++;
    }
    for (int x = 1; x <= n + 1; x++) start[x] += start[x - 1];
    int *fill = malloc(sizeof *fill * ((size_t)n + 1));
    for (int x = 0; x <= n; x++) fill[x] = start[x];
    for (int i = 0; i < m; i++) next[fill[a[i]]++] = b[i];

    int *heap = malloc(sizeof *heap * (size_t)n);
    int size = 0, taken = 0;
    for (int x = 1; x <= n; x++)
        if (blocked[x] == 0) heap_push(heap, &size, x);
    while (size > 0) {
        int x = heap_pop(heap, &size);
        order[taken++] = x;
        for (int k = start[x]; k < start[x + 1]; k++)
            if (--blocked[next[k]] == 0) heap_push(heap, &size, next[k]);
    }
    free(start);
    free(next);
    free(blocked);
    free(fill);
    free(heap);
    return taken == n; /* fewer means some courses wait for each other in a cycle */
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *a = malloc(sizeof *a * ((size_t)m + 1));
    int *b = malloc(sizeof *b * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    int *order = malloc(sizeof *order * (size_t)n);
    if (plan_courses(n, m, a, b, order)) {
        for (int i = 0; i < n; i++) printf("%d%c", order[i], i == n - 1 ? '\n' : ' ');
    } else {
        puts("IMPOSSIBLE");
    }
    free(a);
    free(b);
    free(order);
    return 0;
}
