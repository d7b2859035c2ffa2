#include <stdio.h>
#include <stdlib.h>

static int *left_child, *right_child;

static void visit(const long long *numbers, int node, long long *order, int *count) {
    order[(*count)++] = numbers[node];
    if (left_child[node] != -1) visit(numbers, left_child[node], order, count);
    if (right_child[node] != -1) visit(numbers, right_child[node], order, count);
}

/* Fills order with the numbers in preorder after inserting them into an empty binary search tree. */
void preorder_after_inserting(const long long *numbers, int n, long long *order) {
    left_child = malloc(sizeof *left_child * (size_t)n);
    right_child = malloc(sizeof *right_child * (size_t)n);
    for (int i = 0; i < n; i++) left_child[i] = right_child[i] = -1;
    for (int new = 1; new < n; new++) {
        int node = 0;
        for (;;) {
            int *children = numbers[new] < numbers[node] ? left_child : right_child;
            if (children[node] == -1) {
                children[node] = new;
                break;
            }
            node = children[node];
        }
    }
    int count = 0;
    visit(numbers, 0, order, &count);
    free(left_child);
    free(right_child);
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
