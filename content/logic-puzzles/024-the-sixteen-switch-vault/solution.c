#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define MAXLEN 5005

static int precedence(char c) {
    switch (c) {
    case '!': return 4;
    case '&': return 3;
    case '^': return 2;
    case '|': return 1;
    default: return 0;
    }
}

/* Writes the formula's tokens in postfix order to out (shunting-yard, no recursion); returns the count. */
static int to_postfix(const char *formula, char *out) {
    static char ops[MAXLEN];
    int count = 0, top = 0;
    for (const char *p = formula; *p; p++) {
        char c = *p;
        if (c >= 'a' && c <= 'z') out[count++] = c;
        else if (c == '!' || c == '(') ops[top++] = c;
        else if (c == ')') {
            while (ops[top - 1] != '(') out[count++] = ops[--top];
            top--;
        } else {
            while (top > 0 && ops[top - 1] != '(' && precedence(ops[top - 1]) >= precedence(c)) out[count++] = ops[--top];
            ops[top++] = c;
        }
    }
    while (top > 0) out[count++] = ops[--top];
    return count;
}

/* Setting number m has switch i up exactly when bit i of m is 1. The settings are handled 64 at a time:
   bit j of a word is setting 64 * chunk + j, and every operator becomes one bitwise operation. */
long long opening_settings(int n, const char *formula) {
    static char postfix[MAXLEN];
    static uint64_t stack[MAXLEN];
    int length = to_postfix(formula, postfix);
    uint64_t low[6];
    for (int i = 0; i < 6; i++) {
        low[i] = 0;
        for (int j = 0; j < 64; j++)
            if (j >> i & 1) low[i] |= (uint64_t)1 << j;
    }
    long long chunks = n >= 6 ? 1LL << (n - 6) : 1;
    uint64_t used = n >= 6 ? ~(uint64_t)0 : (((uint64_t)1 << (1 << n)) - 1);
    long long total = 0;
    for (long long chunk = 0; chunk < chunks; chunk++) {
        uint64_t value[16];
        for (int i = 0; i < n; i++) value[i] = i < 6 ? low[i] : ((chunk >> (i - 6) & 1) ? ~(uint64_t)0 : 0);
        int top = 0;
        for (int k = 0; k < length; k++) {
            char c = postfix[k];
            if (c == '!') stack[top - 1] = ~stack[top - 1];
            else if (c == '&') { top--; stack[top - 1] &= stack[top]; }
            else if (c == '^') { top--; stack[top - 1] ^= stack[top]; }
            else if (c == '|') { top--; stack[top - 1] |= stack[top]; }
            else stack[top++] = value[c - 'a'];
        }
        total += __builtin_popcountll(stack[0] & used);
    }
    return total;
}

int main(void) {
    static char formula[MAXLEN + 10];
    int n;
    if (scanf("%d %5010s", &n, formula) != 2) return 1;
    printf("%lld\n", opening_settings(n, formula));
    return 0;
}
