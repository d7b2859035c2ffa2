#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    /* A ring through a sentinel 0: behind[0] is the first dancer, ahead[0] the last one. */
    int *behind = malloc(sizeof(int) * (size_t)(n + 1));
    int *ahead = malloc(sizeof(int) * (size_t)(n + 1));
    for (int i = 0; i <= n; i++) {
        behind[i] = i == n ? 0 : i + 1;
        ahead[i] = i == 0 ? n : i - 1;
    }
    char *out = malloc((size_t)m * 8 + 1);
    size_t len = 0;
    for (int e = 0; e < m; e++) {
        char kind[2];
        int x, y = 0;
        scanf("%1s %d", kind, &x);
        if (kind[0] == '?') {
            len += sprintf(out + len, "%d\n", behind[x]);
            continue;
        }
        if (kind[0] == 'M') scanf("%d", &y);
        int before = ahead[x], after = behind[x]; /* take x out of the line */
        behind[before] = after;
        ahead[after] = before;
        if (kind[0] == 'M') { /* put x back in, between y and whoever was behind y */
            after = behind[y];
            behind[y] = x;
            ahead[x] = y;
            behind[x] = after;
            ahead[after] = x;
        }
    }
    fwrite(out, 1, len, stdout);
    free(out);
    free(behind);
    free(ahead);
    return 0;
}
