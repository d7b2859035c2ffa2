#include <stdio.h>
#include <string.h>

static char number[100005];

/* number is a string of digits. Store the final digit in *digit and the number of rounds in *rounds. */
void shrink(const char *number, int *digit, int *rounds) {
    (void)number;
    *digit = 0;
    *rounds = 0;
}

int main(void) {
    if (scanf("%100000s", number) != 1) return 1;
    int digit, rounds;
    shrink(number, &digit, &rounds);
    printf("%d %d\n", digit, rounds);
    return 0;
}
