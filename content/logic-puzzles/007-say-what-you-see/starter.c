#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every turn at most doubles the row, so 10 digits after 10 turns fit in 10 * 2^10 characters. */
#define MAX_ROW 10240

/* Replace row (a string with room for MAX_ROW + 1 characters) with the row after the given turns. */
void after_turns(char *row, int turns) {
    (void)row;
    (void)turns;
}

int main(void) {
    static char row[MAX_ROW + 1];
    int turns;
    if (scanf("%10s %d", row, &turns) != 2) return 1;
    after_turns(row, turns);
    printf("%s\n", row);
    return 0;
}
