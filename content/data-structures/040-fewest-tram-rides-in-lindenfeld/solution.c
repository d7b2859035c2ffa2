#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TABLE_BITS 19
#define TABLE_SIZE (1 << TABLE_BITS) /* more than twice the number of different stops */

typedef char Name[13];

/* stop names -> stop numbers, in an open-addressing hash table */
static int table[TABLE_SIZE]; /* stop number + 1, 0 for an empty slot */
static const char **stop_name;
static int stops = 0;

static unsigned hash_of(const char *name) {
    unsigned h = 2166136261u;
    for (const char *p = name; *p; p++) h = (h ^ (unsigned char)*p) * 16777619u;
    return h & (TABLE_SIZE - 1);
}

/* The stop number of name; a new number when add is set and the name is new, otherwise -1. */
static int stop_of(const char *name, int add) {
    unsigned h = hash_of(name);
    while (table[h] != 0) {
        if (strcmp(stop_name[table[h] - 1], name) == 0) return table[h] - 1;
        h = (h + 1) & (TABLE_SIZE - 1);
    }
    if (!add) return -1;
    stop_name[stops] = name;
    table[h] = ++stops;
    return stops - 1;
}

/* Line j serves the stops names[line_start[j]] .. names[line_start[j] + line_size[j] - 1]. */
int fewest_rides(int m, const int *line_start, const int *line_size, Name *names, const char *start, const char *goal) {
    if (strcmp(start, goal) == 0) return 0;
    int total = line_start[m - 1] + line_size[m - 1];
    stop_name = malloc(sizeof *stop_name * (size_t)total);
    int *stop_at = malloc(sizeof *stop_at * (size_t)total); /* stop numbers, line by line */
    for (int i = 0; i < total; i++) stop_at[i] = stop_of(names[i], 1);
    int source = stop_of(start, 0), target = stop_of(goal, 0);
    if (source < 0 || target < 0) return -1;

    /* the lines serving each stop, in compressed form: lines_at[first[s] .. first[s + 1] - 1] */
    int *first = calloc((size_t)stops + 1, sizeof *first);
    int *lines_at = malloc(sizeof *lines_at * (size_t)total);
    for (int i = 0; i < total; i++) first[stop_at[i] + 1]++;
    for (int s = 0; s < stops; s++) first[s + 1] += first[s];
    int *fill = malloc(sizeof *fill * (size_t)stops);
    memcpy(fill, first, sizeof *fill * (size_t)stops);
    for (int j = 0; j < m; j++)
        for (int i = line_start[j]; i < line_start[j] + line_size[j]; i++) lines_at[fill[stop_at[i]]++] = j;

    int *rides = malloc(sizeof *rides * (size_t)stops);
    for (int s = 0; s < stops; s++) rides[s] = -1;
    char *ridden = calloc((size_t)m, 1);
    int *queue = malloc(sizeof *queue * (size_t)stops);
    int head = 0, tail = 0;
    rides[source] = 0;
    queue[tail++] = source;
    while (head < tail && rides[target] < 0) {
        int stop = queue[head++];
        for (int a = first[stop]; a < first[stop + 1]; a++) {
            int j = lines_at[a];
            if (ridden[j]) continue;
            ridden[j] = 1; /* every stop of line j is reached now */
            for (int i = line_start[j]; i < line_start[j] + line_size[j]; i++) {
                int other = stop_at[i];
                if (rides[other] < 0) {
                    rides[other] = rides[stop] + 1;
                    queue[tail++] = other;
                }
            }
        }
    }
    return rides[target];
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
