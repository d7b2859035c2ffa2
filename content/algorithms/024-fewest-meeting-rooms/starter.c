#include <stdio.h>
#include <stdlib.h>

/* Meeting i uses its room from start[i] up to, not including, end[i].
   Return the smallest number of rooms that hosts all n meetings without clashes. */
int fewest_rooms(int *start, int *end, int n) {
    (void)start;
    (void)end;
    (void)n;
    return -1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *start = malloc(sizeof *start * (size_t)n);
    int *end = malloc(sizeof *end * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d %d", &start[i], &end[i]);
    printf("%d\n", fewest_rooms(start, end, n));
    free(start);
    free(end);
    return 0;
}
