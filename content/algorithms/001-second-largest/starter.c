#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* Store the second largest distinct value in *answer and return true, or return false when there is none. */
bool second_largest(const long long *values, int n, long long *answer) {
    (void)values;
    (void)n;
    (void)answer;
    return false;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *values = malloc(sizeof *values * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &values[i]);
    long long answer;
    if (second_largest(values, n, &answer)) printf("%lld\n", answer);
    else printf("NONE\n");
    free(values);
    return 0;
}
