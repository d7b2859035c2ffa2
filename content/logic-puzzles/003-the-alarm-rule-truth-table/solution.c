#include <stdbool.h>
#include <stdio.h>

#define MAX_TOKENS 100

bool evaluate(char tokens[][4], int count, bool p, bool q, bool r) {
    bool stack[MAX_TOKENS];
    int top = 0;
    for (int i = 0; i < count; i++) {
        char token = tokens[i][0];
        if (token == 'p') stack[top++] = p;
        else if (token == 'q') stack[top++] = q;
        else if (token == 'r') stack[top++] = r;
        else if (token == '!') stack[top - 1] = !stack[top - 1];
        else {
            bool right = stack[--top];
            bool left = stack[--top];
            bool value = false;
            switch (token) {
                case '&': value = left && right; break;
                case '|': value = left || right; break;
                case '^': value = left != right; break;
                case '>': value = !left || right; break;
                case '=': value = left == right; break;
            }
            stack[top++] = value;
        }
    }
    return stack[top - 1];
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
