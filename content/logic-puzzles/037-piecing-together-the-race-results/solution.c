#include <stdio.h>
#include <stdlib.h>

/* Returns 1 and fills order[0..n-1] when exactly one finishing order fits the facts, 0 for a
   contradiction, or -p when place p is the first that two different runners could take. */
int race_result(int n, int m, const int *a, const int *b, int *order) {
    /* the runners each runner finished ahead of, as one array cut into slices */
    int *start = calloc((size_t)n + 2, sizeof *start);
    int *ahead_of = malloc(sizeof *ahead_of * ((size_t)m + 1));
    int *beaten_by = calloc((size_t)n + 1, sizeof *beaten_by);
    for (int i = 0; i < m; i++) {
        start[a[i] + 1]++;
        beaten_by[b[i]]++;
    }
    for (int r = 1; r <= n + 1; r++) start[r] += start[r - 1];
    int *fill = malloc(sizeof *fill * ((size_t)n + 1));
    for (int r = 0; r <= n; r++) fill[r] = start[r];
    for (int i = 0; i < m; i++) ahead_of[fill[a[i]]++] = b[i];

    int *ready = malloc(sizeof *ready * (size_t)n);
    int ready_count = 0, placed = 0, first_unsure = 0;
    for (int r = 1; r <= n; r++)
        if (beaten_by[r] == 0) ready[ready_count++] = r;
    while (ready_count > 0) {
        if (ready_count > 1 && first_unsure == 0) first_unsure = placed + 1; /* two runners could take it */
        int runner = ready[--ready_count];
        order[placed++] = runner;
        for (int k = start[runner]; k < start[runner + 1]; k++)
            if (--beaten_by[ahead_of[k]] == 0) ready[ready_count++] = ahead_of[k];
    }
    free(start);
    free(ahead_of);
    free(beaten_by);
    free(fill);
    free(ready);
    if (placed < n) return 0; /* some runners are caught in a circle of facts */
    return first_unsure ? -first_unsure : 1;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *a = malloc(sizeof *a * ((size_t)m + 1)), *b = malloc(sizeof *b * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    int *order = malloc(sizeof *order * (size_t)n);
    int result = race_result(n, m, a, b, order);
    if (result == 0) {
        printf("CONTRADICTION\n");
    } else if (result < 0) {
        printf("AMBIGUOUS %d\n", -result);
    } else {
        for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", order[i]);
        printf("\n");
    }
    free(a);
    free(b);
    free(order);
    return 0;
}
