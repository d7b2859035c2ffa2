#include <stdio.h>
#include <stdlib.h>

/* Insert the numbers, in this order, into an empty binary search tree.
   Fill order (room for n numbers) with them in preorder: node, left subtree, right subtree. */
void preorder_after_inserting(const long long *numbers, int n, long long *order) {
    for (int i = 0; i < n; i++) order[i] = 0;
    (void)numbers;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *numbers = malloc(sizeof *numbers * (size_t)n);
    long long *order = malloc(sizeof *order * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &numbers[i]);
    preorder_after_inserting(numbers, n, order);
    for (int i = 0; i < n; i++) printf(i ? " %lld" : "%lld", order[i]);
    printf("\n");
    free(numbers);
    free(order);
    return 0;
}
