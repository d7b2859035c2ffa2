#include <stdio.h>
#include <stdlib.h>

/* Return the number of pairs i < j with plays[i] > plays[j]. You may reorder plays. */
long long count_out_of_order(long long *plays, int n) {
    (void)plays;
    (void)n;
    return -1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *plays = malloc(sizeof *plays * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &plays[i]);
    printf("%lld\n", count_out_of_order(plays, n));
    free(plays);
    return 0;
}
