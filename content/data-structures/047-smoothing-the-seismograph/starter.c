#include <stdio.h>
#include <stdlib.h>

/* readings[0..n-1] holds the seismograph's readings in order. For every window of k consecutive readings,
   take its median (the ceil(k/2)-th smallest reading of the window, so the lower of the two middle readings
   when k is even). Return the sum of the medians of all n - k + 1 windows. */
long long sum_of_medians(int n, int k, const int *readings) {
    (void)n;
    (void)k;
    (void)readings;
    return 0;
}

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    int *readings = malloc(sizeof *readings * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &readings[i]);
    printf("%lld\n", sum_of_medians(n, k, readings));
    free(readings);
    return 0;
}
