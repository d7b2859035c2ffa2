#include <stdio.h>
#include <stdlib.h>

/* from[i] and to[i] are the rooms joined by tunnel i (0 ≤ i < n - 1). */
int dead_ends(int n, const int *from, const int *to) {
    int *degree = calloc((size_t)n + 1, sizeof *degree);
    for (int i = 0; i < n - 1; i++) {
        degree[from[i]]++;
        degree[to[i]]++;
    }
    int count = 0;
    for (int room = 2; room <= n; room++)
        if (degree[room] == 1) count++;
    free(degree);
    return count;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *from = malloc(sizeof *from * (size_t)n);
    int *to = malloc(sizeof *to * (size_t)n);
    for (int i = 0; i < n - 1; i++) scanf("%d %d", &from[i], &to[i]);
    printf("%d\n", dead_ends(n, from, to));
    free(from);
    free(to);
    return 0;
}
