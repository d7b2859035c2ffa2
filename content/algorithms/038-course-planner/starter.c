#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* Write the lexicographically smallest order of courses 1..n that respects every rule
   "a[i] before b[i]" (0 <= i < m) into order[0..n-1] and return true, or return false when none exists. */
bool plan_courses(int n, int m, const int *a, const int *b, int *order) {
    (void)n;
    (void)m;
    (void)a;
    (void)b;
    (void)order;
    return false;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *a = malloc(sizeof *a * ((size_t)m + 1));
    int *b = malloc(sizeof *b * ((size_t)m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    int *order = malloc(sizeof *order * (size_t)n);
    if (plan_courses(n, m, a, b, order)) {
        for (int i = 0; i < n; i++) printf("%d%c", order[i], i == n - 1 ? '\n' : ' ');
    } else {
        puts("IMPOSSIBLE");
    }
    free(a);
    free(b);
    free(order);
    return 0;
}
