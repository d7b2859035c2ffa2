#include <stdio.h>
#include <stdlib.h>

/* guess[j] is the j-th combination tried (a string of length digits, each 0 to digits - 1) and clicks[j]
   the clicks it gave. Return how many combinations would have given exactly those clicks for every try. */
long long possible_combinations(int length, int digits, int g, char guess[][12], const int *clicks) {
    (void)length;
    (void)digits;
    (void)g;
    (void)guess;
    (void)clicks;
    return 0;
}

int main(void) {
    int length, digits, g;
    if (scanf("%d %d %d", &length, &digits, &g) != 3) return 1;
    char guess[10][12];
    int clicks[10];
    for (int j = 0; j < g; j++) scanf("%11s %d", guess[j], &clicks[j]);
    printf("%lld\n", possible_combinations(length, digits, g, guess, clicks));
    return 0;
}
