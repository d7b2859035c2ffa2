#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Merchants a and b (names of 1 to 10 lowercase letters) shake hands: their alliances merge. */
void join(const char *a, const char *b) {
    (void)a;
    (void)b;
}

/* Return 1 when a and b are in the same alliance, 0 otherwise. */
int ask(const char *a, const char *b) {
    (void)a;
    (void)b;
    return 0;
}

/* Return the number of merchants in a's alliance. */
int alliance_size(const char *a) {
    (void)a;
    return 0;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    char kind[8], a[16], b[16];
    for (int i = 0; i < q; i++) {
        scanf("%7s %15s", kind, a);
        if (strcmp(kind, "size") == 0) {
            printf("%d\n", alliance_size(a));
            continue;
        }
        scanf("%15s", b);
        if (strcmp(kind, "ask") == 0) {
            puts(ask(a, b) ? "YES" : "NO");
        } else {
            join(a, b);
        }
    }
    return 0;
}
