#include <stdio.h>

/* Fill order[0..n-1] with the k-th order (counting from 1) of the numbers 1..n in dictionary order. */
void kth_arrangement(int n, long long k, int *order) {
    (void)k;
    for (int i = 0; i < n; i++) order[i] = 0;
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
