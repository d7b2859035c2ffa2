#include <stdio.h>
#include <stdlib.h>

/* Dancers 1..n start in order, 1 at the front. Event i is kinds[i] = 'M' (xs[i] moves to directly behind
   ys[i], or to the front when ys[i] is 0), 'L' (xs[i] leaves) or '?' (who is directly behind xs[i]?).
   For each '?', in order, write the dancer behind xs[i] (0 if xs[i] is last) into answers[]; return how
   many answers you wrote. */
int follow_the_line(int n, int m, const char *kinds, const int *xs, const int *ys, int *answers) {
    int written = 0;
    (void)n;
    (void)xs;
    (void)ys;
    for (int i = 0; i < m; i++)
        if (kinds[i] == '?') answers[written++] = 0;
    return written;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    char *kinds = malloc((size_t)m + 1);
    int *xs = malloc(sizeof(int) * (size_t)m), *ys = malloc(sizeof(int) * (size_t)m);
    int *answers = malloc(sizeof(int) * (size_t)m);
    for (int i = 0; i < m; i++) {
        char kind[2];
        scanf("%1s %d", kind, &xs[i]);
        kinds[i] = kind[0];
        ys[i] = 0;
        if (kind[0] == 'M') scanf("%d", &ys[i]);
    }
    int count = follow_the_line(n, m, kinds, xs, ys, answers);
    for (int i = 0; i < count; i++) printf("%d\n", answers[i]);
    free(kinds);
    free(xs);
    free(ys);
    free(answers);
    return 0;
}
