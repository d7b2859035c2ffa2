#include <stdio.h>
#include <stdlib.h>

/* Writes the postorder listing of the tree with the given preorder and inorder listings into out[]. */
void postorder(int n, const int *preorder, const int *inorder, int *out) {
    int *left = calloc((size_t)n + 1, sizeof *left); /* 0: no child */
    int *right = calloc((size_t)n + 1, sizeof *right);
    int *stack = malloc(sizeof *stack * ((size_t)n + 1));
    /* Rebuild the children. The stack holds the points whose right child is still unknown, deepest on
       top; j walks through the inorder listing. */
    int top = 0, j = 0;
    stack[top++] = preorder[0];
    for (int i = 1; i < n; i++) {
        int point = preorder[i];
        if (stack[top - 1] != inorder[j]) {
            left[stack[top - 1]] = point; /* the top's left branch starts here */
        } else {
            int parent = 0;
            while (top > 0 && stack[top - 1] == inorder[j]) {
                parent = stack[--top];
                j++;
            }
            right[parent] = point;
        }
        stack[top++] = point;
    }
    /* List point, right, left with a stack; reversed, that is left, right, point: postorder. */
    int count = 0;
    top = 0;
    stack[top++] = preorder[0];
    while (top > 0) {
        int point = stack[--top];
        out[n - 1 - count++] = point;
        if (left[point]) stack[top++] = left[point];
        if (right[point]) stack[top++] = right[point];
    }
    free(left);
    free(right);
    free(stack);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *preorder = malloc(sizeof *preorder * (size_t)n);
    int *inorder = malloc(sizeof *inorder * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &preorder[i]);
    for (int i = 0; i < n; i++) scanf("%d", &inorder[i]);
    int *out = malloc(sizeof *out * (size_t)n);
    postorder(n, preorder, inorder, out);
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", out[i]);
    printf("\n");
    free(preorder);
    free(inorder);
    free(out);
    return 0;
}
