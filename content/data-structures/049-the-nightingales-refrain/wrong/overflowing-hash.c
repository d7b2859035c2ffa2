#include <stdio.h>
#include <stdlib.h>

/* The right binary search over rolling hashes, but the hashes are taken modulo 2^64 by letting unsigned
   arithmetic overflow. Special strings (built from the Thue-Morse sequence) give two different stretches
   the same hash for every base, so the search believes in a refrain that was never sung. */

typedef unsigned long long u64;
#define BASE 131ULL
#define TABLE (1 << 18)

static u64 keys[TABLE];
static int first[TABLE], stamp[TABLE];
static int round_number;
static int n;
static u64 *prefix, *power;

static int repeat_of_length(int length, int stop_early) {
    round_number++;
    int best = -1;
    for (int i = 0; i + length <= n; i++) {
        u64 h = prefix[i + length] - prefix[i] * power[length];
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
        prefix[i + 1] = prefix[i] * BASE + (u64)song[i];
        power[i + 1] = power[i] * BASE;
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
