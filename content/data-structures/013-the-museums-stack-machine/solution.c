#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TOKENS 1000

static char tokens[MAX_TOKENS][12];

/* Run the tape tokens[0..n-1]. Return 1 and store the number left on the pile in *result,
   or return 0 when the tape is faulty. */
int run_tape(int n, long long *result) {
    long long pile[MAX_TOKENS];
    int size = 0;
    for (int i = 0; i < n; i++) {
        const char *token = tokens[i];
        if (strlen(token) == 1 && strchr("+-*/", token[0]) != NULL) {
            if (size < 2) return 0;
            long long b = pile[--size];
            long long a = pile[--size];
            switch (token[0]) {
            case '+': pile[size++] = a + b; break;
            case '-': pile[size++] = a - b; break;
            case '*': pile[size++] = a * b; break;
            default:
                if (b == 0) return 0;
                pile[size++] = a / b;
            }
        } else {
            pile[size++] = atoll(token);
        }
    }
    if (size != 1) return 0;
    *result = pile[0];
    return 1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; i++) scanf("%11s", tokens[i]);
    long long result;
    if (run_tape(n, &result)) printf("%lld\n", result);
    else printf("ERROR\n");
    return 0;
}
