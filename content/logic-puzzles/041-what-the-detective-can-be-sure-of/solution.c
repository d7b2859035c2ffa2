#include <stdio.h>
#include <stdlib.h>

/* Rule r has the premises premise[start[r] .. start[r + 1] - 1] and the conclusion conclusion[r] (0 for
   "impossible"). Writes n characters into out and returns 1, or returns 0 when no world exists.
   In every world where all rules hold, a fact that the rules force step by step from nothing is true. And
   the world where exactly those forced facts are true satisfies every rule except, possibly, the
   impossibility rules. So: derive the forced facts; if an impossibility rule fires, no world exists. */
int certain_facts(int n, int m, const int *start, const int *premise, const int *conclusion, char *out) {
    int total = start[m];
    int *waiting = malloc(sizeof *waiting * ((size_t)m + 1)); /* premises not yet known to be true */
    int *first = calloc((size_t)n + 2, sizeof *first);        /* the rules using fact f as a premise are */
    int *users = malloc(sizeof *users * ((size_t)total + 1)); /* users[first[f] .. first[f + 1] - 1] */
    int *fill = malloc(sizeof *fill * ((size_t)n + 2));
    char *known = calloc((size_t)n + 1, 1);
    int *queue = malloc(sizeof *queue * ((size_t)n + 1));
    int size = 0, ok = 1;
    for (int i = 0; i < total; i++) first[premise[i] + 1]++;
    for (int f = 1; f <= n + 1; f++) first[f] += first[f - 1];
    for (int f = 0; f <= n + 1; f++) fill[f] = first[f];
    for (int r = 0; r < m; r++)
        for (int i = start[r]; i < start[r + 1]; i++) users[fill[premise[i]]++] = r;
    for (int r = 0; r < m && ok; r++) {
        waiting[r] = start[r + 1] - start[r];
        if (waiting[r] == 0) {
            int c = conclusion[r];
            if (c == 0) ok = 0;
            else if (!known[c]) {
                known[c] = 1;
                queue[size++] = c;
            }
        }
    }
    while (ok && size > 0) {
        int f = queue[--size];
        for (int i = first[f]; i < first[f + 1] && ok; i++) {
            int r = users[i];
            if (--waiting[r] == 0) {
                int c = conclusion[r];
                if (c == 0) ok = 0; /* all premises of an impossibility rule are forced */
                else if (!known[c]) {
                    known[c] = 1;
                    queue[size++] = c;
                }
            }
        }
    }
    for (int f = 1; f <= n; f++) out[f - 1] = known[f] ? '1' : '0';
    free(waiting);
    free(first);
    free(users);
    free(fill);
    free(known);
    free(queue);
    return ok;
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
