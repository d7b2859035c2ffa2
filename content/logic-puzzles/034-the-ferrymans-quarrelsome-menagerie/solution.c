#include <stdio.h>
#include <stdlib.h>

/* Returns the fewest crossings that bring all n animals to the east bank, or -1. */
int fewest_crossings(int n, int capacity, int m, const int *a, const int *b) {
    int everyone = (1 << n) - 1, states = 1 << (n + 1);
    int enemies[12] = {0};
    for (int i = 0; i < m; i++) {
        enemies[a[i] - 1] |= 1 << (b[i] - 1);
        enemies[b[i] - 1] |= 1 << (a[i] - 1);
    }
    /* peaceful[group]: the animals in group may be left together without the ferryman */
    char *peaceful = malloc((size_t)1 << n);
    peaceful[0] = 1;
    for (int group = 1; group <= everyone; group++) {
        int low = __builtin_ctz((unsigned)group), rest = group & (group - 1);
        peaceful[group] = peaceful[rest] && !(enemies[low] & rest);
    }
    /* A state is west | side << n: the animals on the west bank and the ferryman's bank (0 west, 1 east). */
    int *crossings = malloc(sizeof *crossings * (size_t)states);
    int *queue = malloc(sizeof *queue * (size_t)states);
    for (int s = 0; s < states; s++) crossings[s] = -1;
    int head = 0, tail = 0, goal = 1 << n;
    crossings[everyone] = 0;
    queue[tail++] = everyone;
    while (head < tail && crossings[goal] < 0) {
        int state = queue[head++];
        int west = state & everyone, side = state >> n;
        int here = side == 0 ? west : everyone & ~west;
        /* every group he can take along: a subset of his bank with at most capacity animals */
        for (int group = here;; group = (group - 1) & here) {
            if (__builtin_popcount((unsigned)group) <= capacity) {
                int new_west = side == 0 ? west & ~group : west | group;
                int left_behind = side == 0 ? new_west : everyone & ~new_west;
                int following = new_west | (1 - side) << n;
                if (peaceful[left_behind] && crossings[following] < 0) {
                    crossings[following] = crossings[state] + 1;
                    queue[tail++] = following;
                }
            }
            if (group == 0) break;
        }
    }
    int answer = crossings[goal];
    free(peaceful);
    free(crossings);
    free(queue);
    return answer;
}

int main(void) {
    int n, capacity, m;
    if (scanf("%d %d %d", &n, &capacity, &m) != 3) return 1;
    int *a = malloc(sizeof *a * ((size_t)m + 1)), *b = malloc(sizeof *b * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    printf("%d\n", fewest_crossings(n, capacity, m, a, b));
    free(a);
    free(b);
    return 0;
}
