#include <stdio.h>

static char expression[200005];

/* Return the value of the expression (a string such as "2*(3+4)-5") modulo 1000000007,
   as a number from 0 to 1000000006. */
long long evaluate(const char *expression) {
    (void)expression;
    return -1;
}

int main(void) {
    if (scanf("%200000s", expression) != 1) return 1;
    printf("%lld\n", evaluate(expression));
    return 0;
}
