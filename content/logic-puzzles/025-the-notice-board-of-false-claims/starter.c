#include <stdio.h>
#include <stdlib.h>

/* kinds[i] is 'E' (EXACTLY), 'L' (ATLEAST) or 'M' (ATMOST) and xs[i] its number. Store in found[], in
   increasing order, every number of false notes F for which reading the board with exactly F false notes
   is consistent, and return how many there are. */
int consistent_false_counts(int n, const char *kinds, const int *xs, int *found) {
    (void)n;
    (void)kinds;
    (void)xs;
    (void)found;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    char *kinds = malloc((size_t)n + 1);
    int *xs = malloc(sizeof(int) * (size_t)n);
    int *found = malloc(sizeof(int) * ((size_t)n + 1));
    char word[16];
    for (int i = 0; i < n; i++) {
        scanf("%15s %d", word, &xs[i]);
        kinds[i] = word[0] == 'E' ? 'E' : (word[2] == 'L' ? 'L' : 'M');
    }
    int count = consistent_false_counts(n, kinds, xs, found);
    if (count == 0) printf("PARADOX\n");
    else printf("%d %d %d\n", count, found[0], found[count - 1]);
    free(kinds);
    free(xs);
    free(found);
    return 0;
}
