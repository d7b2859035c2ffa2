#include <stdio.h>
#include <stdlib.h>

/* wins[i] is the number of wins claimed for player i. Return 0 when the table is possible, otherwise the
   size of the smallest contradictory group of players. */
int check_table(int n, int *wins) {
    (void)n;
    (void)wins;
    return 0;
}

int main(void) {
    int tables;
    if (scanf("%d", &tables) != 1) return 1;
    while (tables-- > 0) {
        int n;
        scanf("%d", &n);
        int *wins = malloc(sizeof *wins * (size_t)n);
        for (int i = 0; i < n; i++) scanf("%d", &wins[i]);
        int k = check_table(n, wins);
        if (k) printf("IMPOSSIBLE %d\n", k);
        else printf("POSSIBLE\n");
        free(wins);
    }
    return 0;
}
