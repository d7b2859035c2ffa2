#include <stdio.h>
#include <stdlib.h>

/* bits[0..n-1] holds the tape (each 0 or 1) and has room for k more. Return the fewest wheels L of a
   machine that prints the tape, and write the k bits that machine prints next into bits[n..n+k-1]. */
int predict(int n, int k, unsigned char *bits) {
    for (int i = n; i < n + k; i++) bits[i] = 0;
    return 0;
}

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    char *text = malloc((size_t)n + 2);
    if (scanf("%s", text) != 1) return 1;
    unsigned char *bits = malloc((size_t)n + k + 1);
    for (int i = 0; i < n; i++) bits[i] = text[i] == '1';
    int length = predict(n, k, bits);
    char *out = malloc((size_t)k + 1);
    for (int i = 0; i < k; i++) out[i] = (char)('0' + bits[n + i]);
    printf("%d\n%.*s\n", length, k, out);
    free(text);
    free(bits);
    free(out);
    return 0;
}
