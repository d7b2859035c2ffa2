#include <stdio.h>
#include <stdlib.h>

#define TABLE_BITS 19
#define TABLE_SIZE (1 << TABLE_BITS) /* more than twice the number of prefix sums */

/* an open-addressing hash table: prefix sum -> how many earlier prefixes have it */
static long long keys[TABLE_SIZE];
static int counts[TABLE_SIZE]; /* 0 marks an empty slot */

static unsigned slot_of(long long key) {
    unsigned long long x = (unsigned long long)key * 0x9E3779B97F4A7C15ull;
    unsigned h = (unsigned)(x >> (64 - TABLE_BITS));
    while (counts[h] != 0 && keys[h] != key) h = (h + 1) & (TABLE_SIZE - 1);
    return h;
}

long long count_runs(int n, const long long *results, long long k) {
    long long prefix = 0, count = 0;
    unsigned s = slot_of(0);
    keys[s] = 0;
    counts[s] = 1;
    for (int i = 0; i < n; i++) {
        prefix += results[i];
        s = slot_of(prefix - k);
        count += counts[s];
        s = slot_of(prefix);
        keys[s] = prefix;
        counts[s]++;
    }
    return count;
}

int main(void) {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    long long *results = malloc(sizeof *results * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &results[i]);
    printf("%lld\n", count_runs(n, results, k));
    free(results);
    return 0;
}
