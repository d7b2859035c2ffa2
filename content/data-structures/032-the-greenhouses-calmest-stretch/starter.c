#include <stdio.h>
#include <stdlib.h>

/* t[0..n-1] holds the readings in order. Return the length of the longest run of consecutive readings
   whose highest and lowest differ by at most d, and store in *start_hour the hour (from 1) where the
   earliest such run starts. */
int calmest_stretch(int n, const long long *t, long long d, int *start_hour) {
    (void)n;
    (void)t;
    (void)d;
    *start_hour = 0;
    return 0;
}

int main(void) {
    int n;
    long long d;
    if (scanf("%d %lld", &n, &d) != 2) return 1;
    long long *t = malloc(sizeof *t * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &t[i]);
    int start;
    int length = calmest_stretch(n, t, d, &start);
    printf("%d %d\n", length, start);
    free(t);
    return 0;
}
