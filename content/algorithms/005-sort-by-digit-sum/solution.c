#include <stdio.h>
#include <stdlib.h>

static int digit_sum(long long number) {
    int total = 0;
    while (number > 0) {
        total += (int)(number % 10);
        number /= 10;
    }
    return total;
}

static int compare(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    int sx = digit_sum(x), sy = digit_sum(y);
    if (sx != sy) return sx < sy ? -1 : 1;
    return (x > y) - (x < y);
}

void postman_order(long long *numbers, int n) {
    qsort(numbers, (size_t)n, sizeof *numbers, compare);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *numbers = malloc(sizeof *numbers * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &numbers[i]);
    postman_order(numbers, n);
    for (int i = 0; i < n; i++) printf(i ? " %lld" : "%lld", numbers[i]);
    printf("\n");
    free(numbers);
    return 0;
}
