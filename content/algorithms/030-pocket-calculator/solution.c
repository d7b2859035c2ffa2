#include <stdio.h>

#define MOD 1000000007LL

static char expression[200005];
static const char *pos; /* the reading position shared by the three parsing functions */

static long long parse_expression(void);

static long long parse_factor(void) {
    if (*pos == '(') {
        pos++; /* skip '(' */
        long long value = parse_expression();
        pos++; /* skip ')' */
        return value;
    }
    long long value = 0;
    while (*pos >= '0' && *pos <= '9') value = value * 10 + (*pos++ - '0');
    return value % MOD;
}

static long long parse_term(void) {
    long long value = parse_factor();
    while (*pos == '*') {
        pos++;
        value = value * parse_factor() % MOD;
    }
    return value;
}

static long long parse_expression(void) {
    long long value = parse_term();
    while (*pos == '+' || *pos == '-') {
        char operator = *pos++;
        long long right = parse_term();
        if (operator == '+') value = (value + right) % MOD;
        else value = (value - right + MOD) % MOD;
    }
    return value;
}

long long evaluate(const char *expression) {
    pos = expression;
    return parse_expression();
}

int main(void) {
    if (scanf("%200000s", expression) != 1) return 1;
    printf("%lld\n", evaluate(expression));
    return 0;
}
