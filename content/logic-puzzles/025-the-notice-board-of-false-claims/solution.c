#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *exactly = calloc((size_t)n + 2, sizeof(int));
    int *at_least = calloc((size_t)n + 2, sizeof(int));
    int *at_most = calloc((size_t)n + 2, sizeof(int));
    char kind[16];
    int at_most_from = 0;
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%15s %d", kind, &x);
        if (kind[0] == 'E') exactly[x]++;
        else if (kind[2] == 'L') at_least[x]++;
        else {
            at_most[x]++;
            at_most_from++;
        }
    }
    /* With f false notes, the right claims are: EXACTLY f, ATLEAST x for x <= f, ATMOST x for x >= f. */
    int count = 0, fewest = -1, most = -1, at_least_up_to = 0;
    for (int f = 0; f <= n; f++) {
        at_least_up_to += at_least[f];
        if (f > 0) at_most_from -= at_most[f - 1];
        int right = exactly[f] + at_least_up_to + at_most_from;
        if (n - right == f) {
            if (count == 0) fewest = f;
            most = f;
            count++;
        }
    }
    if (count == 0) printf("PARADOX\n");
    else printf("%d %d %d\n", count, fewest, most);
    free(exactly);
    free(at_least);
    free(at_most);
    return 0;
}
