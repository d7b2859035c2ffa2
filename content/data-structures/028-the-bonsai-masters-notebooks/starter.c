#include <stdio.h>
#include <stdlib.h>

/* preorder and inorder are the two listings of the same tree (the numbers 1..n).
   Write the n points in postorder into out[0..n-1]. */
void postorder(int n, const int *preorder, const int *inorder, int *out) {
    (void)inorder;
    for (int i = 0; i < n; i++) out[i] = preorder[i];
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
