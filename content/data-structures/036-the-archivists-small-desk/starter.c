#include <stdio.h>
#include <stdlib.h>

/* The desk holds at most c folders; requests[0..n-1] are the folder numbers asked for, in order.
   Return the number of hits (the misses are n minus the hits). */
int count_hits(int c, int n, const int *requests) {
    (void)c;
    (void)n;
    (void)requests;
    return 0;
}

int main(void) {
    int c, n;
    if (scanf("%d %d", &c, &n) != 2) return 1;
    int *requests = malloc(sizeof *requests * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &requests[i]);
    int hits = count_hits(c, n, requests);
    printf("%d %d\n", hits, n - hits);
    free(requests);
    return 0;
}
