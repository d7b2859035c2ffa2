#include <stdio.h>
#include <stdlib.h>

long long sum_of_weakest(int n, const int *s) {
    int *left = malloc(sizeof *left * (size_t)n);
    int *stack = malloc(sizeof *stack * (size_t)n);
    int top = 0;
    /* left[i]: planks from i back to just after the nearest strictly weaker plank on the left */
    for (int i = 0; i < n; i++) {
        while (top > 0 && s[stack[top - 1]] >= s[i]) top--;
        left[i] = top > 0 ? i - stack[top - 1] : i + 1;
        stack[top++] = i;
    }
    /* right: planks from i up to just before the nearest weaker-or-equal plank on the right */
    long long total = 0;
    top = 0;
    for (int i = n - 1; i >= 0; i--) {
        while (top > 0 && s[stack[top - 1]] > s[i]) top--;
        long long right = top > 0 ? stack[top - 1] - i : n - i;
        total += (long long)s[i] * left[i] * right;
        stack[top++] = i;
    }
    free(left);
    free(stack);
    return total;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *s = malloc(sizeof *s * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &s[i]);
    printf("%lld\n", sum_of_weakest(n, s));
    free(s);
    return 0;
}
