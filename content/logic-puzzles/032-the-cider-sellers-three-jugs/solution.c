#include <stdio.h>
#include <stdlib.h>

#define MAX_AMOUNT 100000

static int capacity[3];

/* After every pour some jug is empty or full, and then the state is fixed by that fact and the amount in
   the next jug (the cider in all three never changes). So each reachable state gets a small index. */
static int state_index(const int *jugs) {
    for (int j = 0; j < 3; j++) {
        int next = jugs[(j + 1) % 3];
        if (jugs[j] == 0) return (2 * j) * (MAX_AMOUNT + 1) + next;
        if (jugs[j] == capacity[j]) return (2 * j + 1) * (MAX_AMOUNT + 1) + next;
    }
    return -1; /* never happens for a reachable state */
}

/* answers[i] = fewest pours after which some jug holds exactly targets[i] litres, or -1. */
void fewest_pours(const int *jug_capacity, int q, const int *targets, int *answers) {
    for (int j = 0; j < 3; j++) capacity[j] = jug_capacity[j];
    /* One breadth-first search from the dawn state reaches every state by the fewest pours; along the
       way, remember in first[t] the first time t litres show up in any jug. */
    int *first = malloc(sizeof *first * (MAX_AMOUNT + 1));
    int states = 6 * (MAX_AMOUNT + 1);
    char *seen = calloc((size_t)states, 1);
    int *queue = malloc(sizeof *queue * (size_t)states * 2); /* jug 1 and jug 2 of each queued state */
    int *depth = malloc(sizeof *depth * (size_t)states);
    int total = capacity[0], head = 0, tail = 0;
    for (int t = 0; t <= MAX_AMOUNT; t++) first[t] = -1;
    int start[3] = {capacity[0], 0, 0};
    seen[state_index(start)] = 1;
    first[capacity[0]] = first[0] = 0;
    queue[0] = capacity[0];
    queue[1] = 0;
    depth[0] = 0;
    tail = 1;
    while (head < tail) {
        int jugs[3] = {queue[2 * head], queue[2 * head + 1], 0};
        jugs[2] = total - jugs[0] - jugs[1];
        int pours = depth[head++] + 1;
        for (int i = 0; i < 3; i++) {
            if (jugs[i] == 0) continue;
            for (int j = 0; j < 3; j++) {
                int room = capacity[j] - jugs[j];
                if (i == j || room == 0) continue;
                int moved = jugs[i] < room ? jugs[i] : room;
                int after[3] = {jugs[0], jugs[1], jugs[2]};
                after[i] -= moved;
                after[j] += moved;
                int index = state_index(after);
                if (seen[index]) continue;
                seen[index] = 1;
                queue[2 * tail] = after[0];
                queue[2 * tail + 1] = after[1];
                depth[tail++] = pours;
                for (int k = 0; k < 3; k++)
                    if (first[after[k]] < 0) first[after[k]] = pours;
            }
        }
    }
    for (int i = 0; i < q; i++) answers[i] = first[targets[i]];
    free(seen);
    free(queue);
    free(depth);
    free(first);
}

int main(void) {
    int jug_capacity[3], q;
    if (scanf("%d %d %d %d", &jug_capacity[0], &jug_capacity[1], &jug_capacity[2], &q) != 4) return 1;
    int *targets = malloc(sizeof *targets * (size_t)q), *answers = malloc(sizeof *answers * (size_t)q);
    for (int i = 0; i < q; i++) scanf("%d", &targets[i]);
    fewest_pours(jug_capacity, q, targets, answers);
    char *out = malloc((size_t)q * 8 + 1);
    int length = 0;
    for (int i = 0; i < q; i++) length += sprintf(out + length, "%d\n", answers[i]);
    fwrite(out, 1, (size_t)length, stdout);
    free(out);
    free(targets);
    free(answers);
    return 0;
}
