#include <stdio.h>
#include <stdlib.h>

/* Reorder numbers in place: increasing digit sum, ties broken by the smaller number first. */
void postman_order(long long *numbers, int n) {
    (void)numbers;
    (void)n;
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
