#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Hashes of stretches modulo the prime 2^61 - 1 (accidental collisions are vanishingly rare), and a binary
   search on the length: if some stretch of length L is sung twice, so is one of length L - 1. */

typedef unsigned long long u64;
#define MOD ((1ULL << 61) - 1)
#define BASE 25214903917ULL
#define TABLE (1 << 18) /* a power of two above twice the longest song */

static u64 keys[TABLE];
static int first[TABLE], stamp[TABLE]; /* stamp says which round a slot was filled in: no clearing */
static int round_number;

static u64 mulmod(u64 a, u64 b) {
    unsigned __int128 p = (unsigned __int128)a * b;
    u64 r = (u64)(p & MOD) + (u64)(p >> 61);
    r = (r & MOD) + (r >> 61);
    return r >= MOD ? r - MOD : r;
}

static int n;
static u64 *prefix, *power;

/* The smallest position (0-based) whose stretch of the given length is sung again later, or -1. With
   stop_early, returns at the first repeat found (some position, not necessarily the smallest). */
static int repeat_of_length(int length, int stop_early) {
    round_number++;
    int best = -1;
    for (int i = 0; i + length <= n; i++) {
        u64 h = prefix[i + length] + MOD - mulmod(prefix[i], power[length]);
        if (h >= MOD) h -= MOD;
        unsigned slot = (unsigned)((h * 0x9E3779B97F4A7C15ULL) >> 46);
        while (stamp[slot] == round_number && keys[slot] != h) slot = (slot + 1) & (TABLE - 1);
        if (stamp[slot] == round_number) {
            if (stop_early) return first[slot];
            if (best < 0 || first[slot] < best) best = first[slot];
        } else {
            stamp[slot] = round_number;
            keys[slot] = h;
            first[slot] = i;
        }
    }
    return best;
}

int main(void) {
    if (scanf("%d", &n) != 1) return 1;
    char *song = malloc((size_t)n + 2);
    scanf("%s", song);
    prefix = malloc(sizeof(u64) * ((size_t)n + 1));
    power = malloc(sizeof(u64) * ((size_t)n + 1));
    prefix[0] = 0;
    power[0] = 1;
    for (int i = 0; i < n; i++) {
        prefix[i + 1] = (mulmod(prefix[i], BASE) + (u64)song[i]) % MOD;
        power[i + 1] = mulmod(power[i], BASE);
    }
    int low = 0, high = n - 1;
    while (low < high) {
        int middle = (low + high + 1) / 2;
        if (repeat_of_length(middle, 1) >= 0) low = middle;
        else high = middle - 1;
    }
    if (low == 0) printf("NONE\n");
    else printf("%d %d\n", low, repeat_of_length(low, 0) + 1);
    return 0;
}
