#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long long height;
    int position;
} Child;

static int by_height(const void *a, const void *b) {
    long long x = ((const Child *)a)->height, y = ((const Child *)b)->height;
    return (x > y) - (x < y);
}

long long fewest_swaps(const long long *heights, int n) {
    Child *children = malloc(sizeof *children * (size_t)n);
    for (int i = 0; i < n; i++) children[i] = (Child){heights[i], i};
    qsort(children, (size_t)n, sizeof *children, by_height);
    /* target[i] = the position the child now at position i must move to */
    int *target = malloc(sizeof *target * (size_t)n);
    for (int rank = 0; rank < n; rank++) target[children[rank].position] = rank;
    bool *visited = calloc((size_t)n, sizeof *visited);
    long long cycles = 0;
    for (int start = 0; start < n; start++) {
        if (visited[start]) continue;
        cycles++;
        for (int p = start; !visited[p]; p = target[p]) visited[p] = true;
    }
    free(children);
    free(target);
    free(visited);
    return n - cycles;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *heights = malloc(sizeof *heights * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &heights[i]);
    printf("%lld\n", fewest_swaps(heights, n));
    free(heights);
    return 0;
}
