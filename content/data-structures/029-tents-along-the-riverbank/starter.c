#include <stdio.h>
#include <stdlib.h>

/* pitches holds the n distances from the bridge, in no particular order (you may reorder them).
   Return the largest possible distance between the two closest of k tents on different pitches. */
long long widest_spacing(int *pitches, int n, int k) {
    (void)pitches;
    (void)n;
    (void)k;
    return 0;
}

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    int *pitches = malloc(sizeof *pitches * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &pitches[i]);
    printf("%lld\n", widest_spacing(pitches, n, k));
    free(pitches);
    return 0;
}
