#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

/* lamps[j] is '1' when lamp j starts lit; levers[i][j] is '1' when lever i toggles lamp j. Return the
   number of plans that turn every lamp off, modulo 1000000007 (0 when there are none), and when there are
   some, write into pattern n characters: '1' for a lever pulled in every plan, '0' for one pulled in
   none, '?' for the others. */
long long lever_plans(int n, int m, const char *lamps, char **levers, char *pattern) {
    (void)n;
    (void)m;
    (void)lamps;
    (void)levers;
    (void)pattern;
    return 0;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    char *lamps = malloc((size_t)m + 1);
    if (scanf("%s", lamps) != 1) return 1;
    char **levers = malloc(sizeof *levers * ((size_t)n + 1));
    for (int i = 0; i < n; i++) {
        levers[i] = malloc((size_t)m + 1);
        if (scanf("%s", levers[i]) != 1) return 1;
    }
    char *pattern = malloc((size_t)n + 1);
    long long count = lever_plans(n, m, lamps, levers, pattern);
    if (count == 0)
        puts("0");
    else
        printf("%lld\n%.*s\n", count, n, pattern);
    return 0;
}
