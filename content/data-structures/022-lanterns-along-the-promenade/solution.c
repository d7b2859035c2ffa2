#include <stdio.h>
#include <stdlib.h>

/* Club i hangs c[i] lanterns on every post from l[i] to r[i]. Returns the largest count on one post
   and stores in *post the smallest post number that has it. */
long long brightest_post(int n, int m, const int *l, const int *r, const int *c, int *post) {
    /* change[x] is how much the lantern count changes from post x - 1 to post x */
    long long *change = calloc((size_t)n + 2, sizeof *change);
    for (int i = 0; i < m; i++) {
        change[l[i]] += c[i];
        change[r[i] + 1] -= c[i];
    }
    long long best = -1, count = 0;
    for (int x = 1; x <= n; x++) {
        count += change[x];
        if (count > best) {
            best = count;
            *post = x;
        }
    }
    free(change);
    return best;
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
