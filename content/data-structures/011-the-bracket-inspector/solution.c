#include <stdio.h>
#include <string.h>

static char formula[10005];
static char open_kind[10005];
static int open_position[10005];

/* Return the position (1-based) of the first bracket mistake, or 0 when the formula is balanced. */
int first_mistake(const char *text, int length) {
    int top = 0;
    for (int i = 0; i < length; i++) {
        char c = text[i];
        if (c == '(' || c == '[' || c == '{') {
            open_kind[top] = c;
            open_position[top] = i + 1;
            top++;
        } else if (c == ')' || c == ']' || c == '}') {
            char wanted = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (top == 0 || open_kind[top - 1] != wanted) return i + 1;
            top--;
        }
    }
    return top > 0 ? open_position[0] : 0;
}

int main(void) {
    if (scanf("%10004s", formula) != 1) return 1;
    int answer = first_mistake(formula, (int)strlen(formula));
    if (answer == 0) printf("BALANCED\n");
    else printf("%d\n", answer);
    return 0;
}
