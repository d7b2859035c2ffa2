#include <stdbool.h>
#include <stdio.h>

#define MAX_TOKENS 100

/* Return the formula's value when the sensors are p, q and r. tokens[i][0] is the i-th token's character. */
bool evaluate(char tokens[][4], int count, bool p, bool q, bool r) {
    (void)tokens;
    (void)count;
    (void)p;
    (void)q;
    (void)r;
    return false;
}

int main(void) {
    char tokens[MAX_TOKENS][4];
    int count = 0;
    while (count < MAX_TOKENS && scanf("%3s", tokens[count]) == 1) count++;
    int trues = 0;
    for (int i = 0; i < 8; i++) {
        bool value = evaluate(tokens, count, i & 4, i & 2, i & 1);
        trues += value;
        putchar(value ? 'T' : 'F');
    }
    putchar('\n');
    puts(trues == 8 ? "ALWAYS" : trues == 0 ? "NEVER" : "SOMETIMES");
    return 0;
}
