#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* lit holds n characters '1' or '0'; overwrites it with the ring after t minutes. One minute replaces
   every lantern by the XOR of its two neighbours. Doing that 2^k times in a row gives the XOR of the
   lanterns 2^k places to each side (the middle terms cancel in pairs), so t minutes are a handful of such
   jumps, one per binary digit of t. */
void lanterns_after(int n, long long t, char *lit) {
    char *next = malloc((size_t)n);
    long long jump = 1 % n; /* 2^k modulo n */
    while (t > 0) {
        if (t & 1) {
            int d = (int)jump;
            for (int i = 0; i < n; i++) {
                int left = i - d < 0 ? i - d + n : i - d;
                int right = i + d >= n ? i + d - n : i + d;
                next[i] = (char)('0' + ((lit[left] - '0') ^ (lit[right] - '0')));
            }
            memcpy(lit, next, (size_t)n);
        }
        t >>= 1;
        jump = jump * 2 % n;
    }
    free(next);
}

int main(void) {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 1;
    char *lit = malloc((size_t)n + 1);
    if (scanf("%s", lit) != 1) return 1;
    lanterns_after(n, t, lit);
    printf("%.*s\n", n, lit);
    free(lit);
    return 0;
}
