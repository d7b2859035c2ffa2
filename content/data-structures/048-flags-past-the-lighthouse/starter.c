#include <stdio.h>
#include <stdlib.h>

/* flags[0..n-1] are the flag codes of ships 1 to n, in the order they passed. For every question j
   (0 <= j < q), write into answers[j] how many different flags the ships left[j] to right[j] (both
   included, numbered from 1) flew. */
void count_flags(int n, const int *flags, int q, const int *left, const int *right, int *answers) {
    (void)n;
    (void)flags;
    (void)left;
    (void)right;
    for (int j = 0; j < q; j++) answers[j] = 0;
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *flags = malloc(sizeof *flags * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &flags[i]);
    int *left = malloc(sizeof *left * (size_t)q);
    int *right = malloc(sizeof *right * (size_t)q);
    int *answers = malloc(sizeof *answers * (size_t)q);
    for (int j = 0; j < q; j++) scanf("%d %d", &left[j], &right[j]);
    count_flags(n, flags, q, left, right, answers);
    for (int j = 0; j < q; j++) printf("%d\n", answers[j]);
    free(flags);
    free(left);
    free(right);
    free(answers);
    return 0;
}
