#include <stdio.h>

/* Fills order[0..n-1] with the scouts in the order they leave, the storyteller last. */
void bedtime_order(int n, int k, int *order) {
    int circle[1000];
    int m = n;
    for (int i = 0; i < n; i++) circle[i] = i + 1;
    int start = 0;
    for (int out = 0; out < n; out++) {
        int pos = (start + k - 1) % m;
        order[out] = circle[pos];
        for (int i = pos; i + 1 < m; i++) circle[i] = circle[i + 1];
        m--;
        start = m > 0 ? pos % m : 0;
    }
}

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    int order[1000];
    bedtime_order(n, k, order);
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", order[i]);
    printf("\n");
    return 0;
}
