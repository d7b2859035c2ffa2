#include <stdio.h>
#include <stdlib.h>

/* following[i] is the card that card i names next (0 for none); following[0] is unused.
   Return the middle card of the hunt that begins at card start. */
int middle_card(const int *following, int start) {
    (void)following;
    return start;
}

int main(void) {
    int n, start;
    if (scanf("%d %d", &n, &start) != 2) return 1;
    int *following = calloc((size_t)n + 1, sizeof *following);
    for (int i = 1; i <= n; i++) scanf("%d", &following[i]);
    printf("%d\n", middle_card(following, start));
    free(following);
    return 0;
}
