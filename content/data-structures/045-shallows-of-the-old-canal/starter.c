#include <stdio.h>
#include <stdlib.h>

/* depths[i] is the depth of section i (1 <= i <= n). Event e is kinds[e] = 'D' (section xs[e] now has depth
   ys[e]) or '?' (a question about sections xs[e]..ys[e]). For each question, in order, write the shallowest
   depth into shallowest[] and how many of those sections have it into counts[]; return how many questions
   you answered. */
int survey(int n, int *depths, int q, const char *kinds, const int *xs, const int *ys, int *shallowest,
           int *counts) {
    int answered = 0;
    (void)n;
    (void)depths;
    (void)xs;
    (void)ys;
    for (int e = 0; e < q; e++) {
        if (kinds[e] == '?') {
            shallowest[answered] = 0;
            counts[answered] = 0;
            answered++;
        }
    }
    return answered;
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *depths = malloc(sizeof(int) * (size_t)(n + 1));
    for (int i = 1; i <= n; i++) scanf("%d", &depths[i]);
    char *kinds = malloc((size_t)q + 1);
    int *xs = malloc(sizeof(int) * (size_t)q), *ys = malloc(sizeof(int) * (size_t)q);
    int *shallowest = malloc(sizeof(int) * (size_t)q), *counts = malloc(sizeof(int) * (size_t)q);
    for (int e = 0; e < q; e++) {
        char kind[2];
        scanf("%1s %d %d", kind, &xs[e], &ys[e]);
        kinds[e] = kind[0];
    }
    int answered = survey(n, depths, q, kinds, xs, ys, shallowest, counts);
    for (int i = 0; i < answered; i++) printf("%d %d\n", shallowest[i], counts[i]);
    return 0;
}
