#include <stdio.h>
#include <stdlib.h>

static int compare_ints(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int fewest_rooms(int *start, int *end, int n) {
    qsort(start, (size_t)n, sizeof *start, compare_ints);
    qsort(end, (size_t)n, sizeof *end, compare_ints);
    int rooms = 0, best = 0;
    for (int i = 0, j = 0; i < n; i++) {
        while (end[j] <= start[i]) { /* meetings over by now have freed their rooms */
            j++;
            rooms--;
        }
        rooms++;
        if (rooms > best) best = rooms;
    }
    return best;
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
