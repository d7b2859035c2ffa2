#include <stdio.h>
#include <stdlib.h>

int fewest_coins(int k, const int *coins, int amount) {
    const int impossible = amount + 1; /* more coins than any real answer can need */
    int *best = malloc(sizeof *best * ((size_t)amount + 1));
    best[0] = 0;
    for (int x = 1; x <= amount; x++) {
        best[x] = impossible;
        for (int i = 0; i < k; i++) {
            int c = coins[i];
            if (c <= x && best[x - c] + 1 < best[x]) best[x] = best[x - c] + 1;
        }
    }
    int answer = best[amount] == impossible ? -1 : best[amount];
    free(best);
    return answer;
}

int main(void) {
    int k, amount;
    if (scanf("%d %d", &k, &amount) != 2) return 1;
    int *coins = malloc(sizeof *coins * (size_t)k);
    for (int i = 0; i < k; i++) scanf("%d", &coins[i]);
    printf("%d\n", fewest_coins(k, coins, amount));
    free(coins);
    return 0;
}
