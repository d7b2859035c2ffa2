#include <stdio.h>
#include <stdlib.h>

/* Find the longest run of consecutive readings whose highest and lowest differ by at most d. Store its
   length in *length and the 1-based position where the earliest such run starts in *start. */
void calmest_spell(int n, long long d, const long long *readings, int *length, int *start) {
    (void)n;
    (void)d;
    (void)readings;
    *length = 0;
    *start = 0;
}

int main(void) {
    int n;
    long long d;
    if (scanf("%d %lld", &n, &d) != 2) return 1;
    long long *readings = malloc(sizeof(long long) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &readings[i]);
    int length, start;
    calmest_spell(n, d, readings, &length, &start);
    printf("%d %d\n", length, start);
    free(readings);
    return 0;
}
