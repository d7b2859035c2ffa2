#include <stdio.h>
#include <stdlib.h>

/* Return the 1-based position of the first occurrence of x in the sorted array numbers, or -1. */
int first_position(const long long *numbers, int n, long long x) {
    (void)numbers;
    (void)n;
    (void)x;
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *numbers = malloc(sizeof *numbers * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &numbers[i]);
    long long x;
    scanf("%lld", &x);
    printf("%d\n", first_position(numbers, n, x));
    free(numbers);
    return 0;
}
