#include <stdio.h>

static long long factorial(int m) {
    long long f = 1;
    for (int i = 2; i <= m; i++) f *= i;
    return f;
}

/* Writes order number index (counting from 0) of the sorted values unused[0..count-1] into order. */
static void arrange(int *unused, int count, long long index, int *order) {
    if (count == 0) return;
    long long block = factorial(count - 1); /* orders per choice of the first element */
    int pick = (int)(index / block);
    order[0] = unused[pick];
    for (int i = pick; i + 1 < count; i++) unused[i] = unused[i + 1]; /* remove it, keeping the rest sorted */
    arrange(unused, count - 1, index % block, order + 1);
}

void kth_arrangement(int n, long long k, int *order) {
    int unused[20];
    for (int i = 0; i < n; i++) unused[i] = i + 1;
    arrange(unused, n, k - 1, order);
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        int n, order[20];
        long long k;
        scanf("%d %lld", &n, &k);
        kth_arrangement(n, k, order);
        for (int j = 0; j < n; j++) printf(j ? " %d" : "%d", order[j]);
        printf("\n");
    }
    return 0;
}
