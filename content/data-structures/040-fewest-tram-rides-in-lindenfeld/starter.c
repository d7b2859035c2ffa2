#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef char Name[13];

/* Line j (0 ≤ j < m) serves the stops names[line_start[j]] .. names[line_start[j] + line_size[j] - 1].
   Return the fewest rides from stop start to stop goal: 0 when they are the same stop, -1 when goal
   cannot be reached. */
int fewest_rides(int m, const int *line_start, const int *line_size, Name *names, const char *start, const char *goal) {
    (void)m;
    (void)line_start;
    (void)line_size;
    (void)names;
    (void)start;
    (void)goal;
    return 0;
}

int main(void) {
    int m;
    if (scanf("%d", &m) != 1) return 1;
    int *line_start = malloc(sizeof *line_start * (size_t)m);
    int *line_size = malloc(sizeof *line_size * (size_t)m);
    int capacity = 1024, total = 0;
    Name *names = malloc(sizeof *names * (size_t)capacity);
    for (int j = 0; j < m; j++) {
        scanf("%d", &line_size[j]);
        line_start[j] = total;
        for (int i = 0; i < line_size[j]; i++) {
            if (total == capacity) {
                capacity *= 2;
                names = realloc(names, sizeof *names * (size_t)capacity);
            }
            scanf("%12s", names[total++]);
        }
    }
    Name start, goal;
    scanf("%12s %12s", start, goal);
    printf("%d\n", fewest_rides(m, line_start, line_size, names, start, goal));
    return 0;
}
