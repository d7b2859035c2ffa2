#include <stdio.h>
#include <stdlib.h>

/* portal[x] is the room that room x's portal leads to (1 <= x <= n). For each question i (0 <= i < q),
   write into answers[i] the room where k[i] hops from room start[i] end. */
void destinations(int n, const int *portal, int q, const int *start, const unsigned long long *k, int *answers) {
    (void)n;
    (void)portal;
    (void)k;
    for (int i = 0; i < q; i++) answers[i] = start[i];
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *portal = malloc(sizeof(int) * (size_t)(n + 1));
    for (int x = 1; x <= n; x++) scanf("%d", &portal[x]);
    int *start = malloc(sizeof(int) * (size_t)q), *answers = malloc(sizeof(int) * (size_t)q);
    unsigned long long *k = malloc(sizeof(unsigned long long) * (size_t)q);
    for (int i = 0; i < q; i++) scanf("%d %llu", &start[i], &k[i]);
    destinations(n, portal, q, start, k, answers);
    for (int i = 0; i < q; i++) printf("%d\n", answers[i]);
    return 0;
}
