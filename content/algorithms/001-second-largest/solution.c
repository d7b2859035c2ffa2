#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

bool second_largest(const long long *values, int n, long long *answer) {
    bool has_best = false, has_second = false;
    long long best = 0, second = 0;
    for (int i = 0; i < n; i++) {
        long long value = values[i];
        if (!has_best || value > best) {
            if (has_best) { second = best; has_second = true; }
            best = value;
            has_best = true;
        } else if (value < best && (!has_second || value > second)) {
            second = value;
            has_second = true;
        }
    }
    *answer = second;
    return has_second;
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
