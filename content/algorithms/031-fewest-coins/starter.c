#include <stdio.h>
#include <stdlib.h>

/* Return the fewest coins (values coins[0..k-1], unlimited supply) that add up to exactly amount,
   or -1 when it cannot be done. */
int fewest_coins(int k, const int *coins, int amount) {
    (void)k;
    (void)coins;
    (void)amount;
    return 0;
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
