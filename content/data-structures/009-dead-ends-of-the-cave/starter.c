#include <stdio.h>
#include <stdlib.h>

/* from[i] and to[i] are the rooms joined by tunnel i (0 ≤ i < n - 1); the entrance is room 1.
   Return the number of dead-end rooms. */
int dead_ends(int n, const int *from, const int *to) {
    (void)n;
    (void)from;
    (void)to;
    return -1;
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
