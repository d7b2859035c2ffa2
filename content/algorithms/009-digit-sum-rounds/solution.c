#include <stdio.h>
#include <string.h>

static char number[100005];

void shrink(const char *number, int *digit, int *rounds) {
    size_t length = strlen(number);
    if (length == 1) {
        *digit = number[0] - '0';
        *rounds = 0;
        return;
    }
    long total = 0;
    for (size_t i = 0; i < length; i++) total += number[i] - '0';
    char sum_text[24];
    snprintf(sum_text, sizeof sum_text, "%ld", total);
    shrink(sum_text, digit, rounds);
    *rounds += 1;
}

int main(void) {
    if (scanf("%100000s", number) != 1) return 1;
    int digit, rounds;
    shrink(number, &digit, &rounds);
    printf("%d %d\n", digit, rounds);
    return 0;
}
