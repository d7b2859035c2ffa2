#include <stdio.h>
#include <stdlib.h>

/* lit holds the n lanterns in order around the ring, each '1' (lit) or '0' (dark).
   Overwrite it with the lanterns after t minutes. */
void lanterns_after(int n, long long t, char *lit) {
    (void)n;
    (void)t;
    (void)lit;
}

int main(void) {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 1;
    char *lit = malloc((size_t)n + 1);
    if (scanf("%s", lit) != 1) return 1;
    lanterns_after(n, t, lit);
    printf("%.*s\n", n, lit);
    free(lit);
    return 0;
}
