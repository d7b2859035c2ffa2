#include <stdio.h>
#include <stdlib.h>

/* Club i (0 <= i < m) hangs c[i] lanterns on every post from l[i] to r[i] (posts numbered 1 to n).
   Return the largest number of lanterns on one post, and store in *post the smallest post number
   that has that many. */
long long brightest_post(int n, int m, const int *l, const int *r, const int *c, int *post) {
    (void)n;
    (void)m;
    (void)l;
    (void)r;
    (void)c;
    *post = 1;
    return 0;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *l = malloc(sizeof *l * (size_t)m);
    int *r = malloc(sizeof *r * (size_t)m);
    int *c = malloc(sizeof *c * (size_t)m);
    for (int i = 0; i < m; i++) scanf("%d %d %d", &l[i], &r[i], &c[i]);
    int post = 1;
    long long count = brightest_post(n, m, l, r, c, &post);
    printf("%lld %d\n", count, post);
    free(l);
    free(r);
    free(c);
    return 0;
}
