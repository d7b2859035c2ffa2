#include <stdio.h>
#include <stdlib.h>

/* parents[i] is the parent of person i (1-based; 0 for the founder). */
int generations(const int *parents, int n) {
    int *depth = calloc((size_t)n + 1, sizeof *depth);
    int *path = malloc(sizeof *path * ((size_t)n + 1));
    int best = 0;
    for (int start = 1; start <= n; start++) {
        int length = 0;
        int person = start;
        /* Walk up until a person whose generation is already known (or past the founder). */
        while (person != 0 && depth[person] == 0) {
            path[length++] = person;
            person = parents[person];
        }
        int known = person != 0 ? depth[person] : 0;
        for (int i = length - 1; i >= 0; i--) depth[path[i]] = ++known;
        if (depth[start] > best) best = depth[start];
    }
    free(depth);
    free(path);
    return best;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *parents = malloc(sizeof *parents * ((size_t)n + 1));
    for (int i = 1; i <= n; i++) scanf("%d", &parents[i]);
    printf("%d\n", generations(parents, n));
    free(parents);
    return 0;
}
