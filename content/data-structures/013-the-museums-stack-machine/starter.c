#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TOKENS 1000

static char tokens[MAX_TOKENS][12];

/* Run the tape tokens[0..n-1] (each "+", "-", "*", "/" or a whole number such as "42").
   Return 1 and store the number left on the pile in *result, or return 0 when the tape is faulty. */
int run_tape(int n, long long *result) {
    (void)n;
    (void)result;
    return 0;
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
