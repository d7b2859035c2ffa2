/* Plays the minutes one by one: fine for a few thousand minutes, hopeless for 10^18. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 1;
    char *lit = malloc((size_t)n + 1), *next = malloc((size_t)n + 1);
    if (scanf("%s", lit) != 1) return 1;
    for (long long minute = 0; minute < t; minute++) {
        for (int i = 0; i < n; i++) {
            char left = lit[(i + n - 1) % n], right = lit[(i + 1) % n];
            next[i] = left == right ? '0' : '1';
        }
        char *swap = lit;
        lit = next;
        next = swap;
    }
    printf("%.*s\n", n, lit);
    return 0;
}
