/* Reads the rules once, in the order given, applying each rule whose premises are already known at that
   moment. A rule listed before the rules that establish its premises is never applied. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    char *known = calloc((size_t)n + 1, 1);
    int impossible = 0;
    for (int r = 0; r < m; r++) {
        int k, all = 1, c;
        if (scanf("%d", &k) != 1) return 1;
        for (int i = 0; i < k; i++) {
            int f;
            scanf("%d", &f);
            if (!known[f]) all = 0;
        }
        scanf("%d", &c);
        if (all) {
            if (c == 0) impossible = 1;
            else known[c] = 1;
        }
    }
    if (impossible) {
        puts("IMPOSSIBLE");
    } else {
        for (int f = 1; f <= n; f++) putchar(known[f] ? '1' : '0');
        putchar('\n');
    }
    free(known);
    return 0;
}
