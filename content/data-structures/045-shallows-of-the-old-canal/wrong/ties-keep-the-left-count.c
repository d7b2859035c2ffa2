#include <stdio.h>
#include <stdlib.h>

/* The right segment tree, except that when both halves are equally shallow a node keeps only the left
   half's count: sections tied for the shallowest depth in the right half are lost. */
#define INF 2000000000

static int size;
static int *low, *many; /* a segment tree stored bottom-up: node i covers nodes 2i and 2i + 1 */

static void pull(int i) {
    int a = low[2 * i], b = low[2 * i + 1];
    low[i] = a < b ? a : b;
    many[i] = a <= b ? many[2 * i] : many[2 * i + 1];
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    size = 1;
    while (size < n) size *= 2;
    low = malloc(sizeof(int) * 2 * (size_t)size);
    many = calloc(2 * (size_t)size, sizeof(int));
    for (int i = 0; i < size; i++) low[size + i] = INF;
    for (int i = 0; i < n; i++) {
        scanf("%d", &low[size + i]);
        many[size + i] = 1;
    }
    for (int i = size - 1; i >= 1; i--) pull(i);
    char *out = malloc((size_t)q * 16 + 1);
    size_t len = 0;
    for (int e = 0; e < q; e++) {
        char kind[2];
        int x, y;
        scanf("%1s %d %d", kind, &x, &y);
        if (kind[0] == 'D') {
            int i = size + x - 1;
            low[i] = y;
            for (i >>= 1; i >= 1; i >>= 1) pull(i);
        } else {
            int best = INF, count = 0;
            for (int left = size + x - 1, right = size + y; left < right; left >>= 1, right >>= 1) {
                if (left & 1) {
                    if (low[left] < best) best = low[left], count = many[left];
                    else if (low[left] == best) count += many[left];
                    left++;
                }
                if (right & 1) {
                    right--;
                    if (low[right] < best) best = low[right], count = many[right];
                    else if (low[right] == best) count += many[right];
                }
            }
            len += sprintf(out + len, "%d %d\n", best, count);
        }
    }
    fwrite(out, 1, len, stdout);
    return 0;
}
