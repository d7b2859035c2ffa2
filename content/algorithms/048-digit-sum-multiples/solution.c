#include <stdio.h>
#include <string.h>

/* ways[len][r]: strings of len digits (leading zeros allowed) whose digit sum is r modulo k */
static long long ways[19][200]; /* 18 free positions at most, since n <= 10^18 */

/* how many numbers x with 0 <= x <= n have a digit sum divisible by k */
static long long count_up_to(long long n, int k) {
    if (n < 0) return 0;
    char digits[24];
    int len = sprintf(digits, "%lld", n);
    long long count = 0;
    int prefix = 0; /* digit sum of the prefix shared with n, modulo k */
    for (int pos = 0; pos < len; pos++) {
        int digit = digits[pos] - '0', free_positions = len - pos - 1;
        for (int d = 0; d < digit; d++) {
            int need = ((-(prefix + d)) % k + k) % k;
            count += ways[free_positions][need];
        }
        prefix = (prefix + digit) % k;
    }
    if (prefix == 0) count++; /* n itself */
    return count;
}

long long count_lucky(long long low, long long high, int k) {
    memset(ways, 0, sizeof ways);
    ways[0][0] = 1;
    for (int len = 1; len < 19; len++)
        for (int r = 0; r < k; r++)
            for (int d = 0; d <= 9; d++) ways[len][(r + d) % k] += ways[len - 1][r];
    return count_up_to(high, k) - count_up_to(low - 1, k);
}

int main(void) {
    long long low, high;
    int k;
    if (scanf("%lld %lld %d", &low, &high, &k) != 3) return 1;
    printf("%lld\n", count_lucky(low, high, k));
    return 0;
}
