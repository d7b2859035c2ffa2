#include <stdio.h>
#include <stdlib.h>

/* Carries out the q orders (float a[j] cuts in behind float b[j], or goes to the front when b[j] is 0)
   and writes the final parade, front to back, into out[0..n-1]. */
void final_parade(int n, int q, const int *a, const int *b, int *out) {
    /* 0 stands before the first float and after the last one: the line is a circle through 0 */
    int *behind = malloc(sizeof *behind * ((size_t)n + 1));   /* the float directly behind x */
    int *front_of = malloc(sizeof *front_of * ((size_t)n + 1)); /* the float directly in front of x */
    for (int x = 0; x <= n; x++) {
        behind[x] = x == n ? 0 : x + 1;
        front_of[x] = x == 0 ? n : x - 1;
    }
    for (int j = 0; j < q; j++) {
        int x = a[j], y = b[j];
        if (front_of[x] == y) continue;
        /* pull x out: its neighbours close the gap */
        behind[front_of[x]] = behind[x];
        front_of[behind[x]] = front_of[x];
        /* cut x in behind y */
        int after = behind[y];
        behind[y] = x;
        front_of[x] = y;
        behind[x] = after;
        front_of[after] = x;
    }
    int count = 0;
    for (int x = behind[0]; x != 0; x = behind[x]) out[count++] = x;
    free(behind);
    free(front_of);
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
