#include <stdio.h>
#include <stdlib.h>

/* Fill result with the horses on seats 1 to n after turning the carousel k steps
   (right when k > 0, left when k < 0). */
void turn(const int *horses, int n, long long k, int *result) {
    int right = (int)(((k % n) + n) % n);
    for (int i = 0; i < n; i++) result[(i + right) % n] = horses[i];
}

int main(void) {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    int *horses = malloc(sizeof *horses * (size_t)n);
    int *result = malloc(sizeof *result * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &horses[i]);
    turn(horses, n, k, result);
    for (int i = 0; i < n; i++) printf(i + 1 < n ? "%d " : "%d\n", result[i]);
    free(horses);
    free(result);
    return 0;
}
