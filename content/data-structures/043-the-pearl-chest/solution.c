#include <stdio.h>
#include <stdlib.h>

#define LIMIT (1 << 20) /* a power of two above the largest pearl size, 10^6 */

static int tree[LIMIT + 1]; /* Fenwick tree over pearl sizes: how many pearls of each size */

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    char *out = malloc((size_t)q * 9 + 1);
    size_t len = 0;
    int count = 0;
    for (int op = 0; op < q; op++) {
        char kind[2];
        int value;
        scanf("%1s %d", kind, &value);
        if (kind[0] == '?') {
            if (value > count) {
                len += sprintf(out + len, "NONE\n");
                continue;
            }
            int position = 0;
            for (int step = LIMIT; step; step >>= 1) {
                int next = position + step;
                if (next <= LIMIT && tree[next] < value) {
                    position = next;
                    value -= tree[next];
                }
            }
            len += sprintf(out + len, "%d\n", position + 1);
        } else {
            int delta = kind[0] == '+' ? 1 : -1;
            count += delta;
            for (int i = value; i <= LIMIT; i += i & -i) tree[i] += delta;
        }
    }
    fwrite(out, 1, len, stdout);
    free(out);
    return 0;
}
