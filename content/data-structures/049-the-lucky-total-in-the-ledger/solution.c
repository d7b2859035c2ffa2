#include <stdio.h>
#include <stdlib.h>

#define SLOTS (1 << 19) /* open-addressing table, more than twice the n + 1 running totals */

static long long keys[SLOTS];
static long long counts[SLOTS]; /* 0 marks an empty slot */

static unsigned slot_of(long long key) {
    unsigned long long z = (unsigned long long)key + 0x9e3779b97f4a7c15ULL; /* splitmix64 mixing */
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    unsigned s = (unsigned)(z & (SLOTS - 1));
    while (counts[s] && keys[s] != key) s = (s + 1) & (SLOTS - 1);
    return s;
}

int main(void) {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    unsigned s = slot_of(0);
    keys[s] = 0;
    counts[s] = 1; /* the empty prefix */
    long long total = 0, found = 0;
    for (int i = 0; i < n; i++) {
        long long amount;
        scanf("%lld", &amount);
        total += amount;
        s = slot_of(total - k);
        found += counts[s];
        s = slot_of(total);
        keys[s] = total;
        counts[s]++;
    }
    printf("%lld\n", found);
    return 0;
}
