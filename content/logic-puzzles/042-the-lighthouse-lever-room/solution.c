#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MOD 1000000007LL

/* One equation per lamp, over the levers x_0..x_{n-1} (1 = pulled), counted modulo 2: the levers that
   toggle the lamp must be pulled an odd number of times in all exactly when the lamp starts lit. Equation
   j is a row of bits: bit i for lever i, bit n for the right-hand side. Returns the number of plans modulo
   MOD and, when there are any, writes the pattern of each lever ('1', '0' or '?') into pattern. */
long long lever_plans(int n, int m, const char *lamps, char **levers, char *pattern) {
    int words = (n + 1 + 63) / 64;
    uint64_t *rows = calloc((size_t)m * words, sizeof *rows);
    for (int j = 0; j < m; j++) {
        uint64_t *row = rows + (size_t)j * words;
        for (int i = 0; i < n; i++)
            if (levers[i][j] == '1') row[i / 64] |= 1ULL << (i % 64);
        if (lamps[j] == '1') row[n / 64] |= 1ULL << (n % 64);
    }
    /* Gauss-Jordan elimination: every pivot lever ends up in exactly one equation. */
    int *pivot_of = malloc(sizeof *pivot_of * ((size_t)n + 1)); /* the row of lever i's pivot, or -1 */
    int rank = 0;
    for (int i = 0; i < n; i++) {
        pivot_of[i] = -1;
        int w = i / 64;
        uint64_t bit = 1ULL << (i % 64);
        int r = rank;
        while (r < m && !(rows[(size_t)r * words + w] & bit)) r++;
        if (r == m) continue;
        if (r != rank)
            for (int x = 0; x < words; x++) {
                uint64_t t = rows[(size_t)r * words + x];
                rows[(size_t)r * words + x] = rows[(size_t)rank * words + x];
                rows[(size_t)rank * words + x] = t;
            }
        const uint64_t *pivot = rows + (size_t)rank * words;
        for (int s = 0; s < m; s++) {
            uint64_t *row = rows + (size_t)s * words;
            if (s != rank && (row[w] & bit))
                for (int x = w; x < words; x++) row[x] ^= pivot[x];
        }
        pivot_of[i] = rank++;
    }
    long long answer = 1;
    for (int s = rank; s < m; s++) /* the rows left over read 0 = right-hand side */
        if (rows[(size_t)s * words + n / 64] >> (n % 64) & 1) answer = 0;
    if (answer) {
        for (int k = 0; k < n - rank; k++) answer = answer * 2 % MOD;
        for (int i = 0; i < n; i++) {
            pattern[i] = '?';
            if (pivot_of[i] < 0) continue;
            const uint64_t *row = rows + (size_t)pivot_of[i] * words;
            int others = 0; /* does any other (free) lever appear in its equation? */
            for (int x = 0; x < words && !others; x++) {
                uint64_t v = row[x];
                if (x == n / 64) v &= (1ULL << (n % 64)) - 1;
                if (x > n / 64) v = 0;
                if (x == i / 64) v &= ~(1ULL << (i % 64));
                if (v) others = 1;
            }
            if (!others) pattern[i] = (row[n / 64] >> (n % 64) & 1) ? '1' : '0';
        }
    }
    free(rows);
    free(pivot_of);
    return answer;
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
