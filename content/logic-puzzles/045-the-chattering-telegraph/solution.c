#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* bits holds the n bits of the tape, followed by room for k more. Returns the fewest wheels L and writes
   the next k bits after the first n. Berlekamp-Massey over bits finds the shortest rule
   s[t] = XOR of c[i] * s[t - i] (i = 1..L) that produces the tape. */
int predict(int n, int k, unsigned char *bits) {
    unsigned char *c = calloc((size_t)n + 2, 1), *b = calloc((size_t)n + 2, 1), *saved = malloc((size_t)n + 2);
    c[0] = b[0] = 1; /* the current rule, and the rule before the last change of length */
    int length = 0, shift = 1;
    for (int t = 0; t < n; t++) {
        int d = bits[t];
        for (int i = 1; i <= length; i++) d ^= c[i] & bits[t - i];
        if (d) { /* the rule mispredicts s[t]: repair it with the older rule */
            memcpy(saved, c, (size_t)n + 2);
            for (int i = 0; i + shift <= n; i++) c[i + shift] ^= b[i];
            if (2 * length <= t) {
                length = t + 1 - length;
                memcpy(b, saved, (size_t)n + 2);
                shift = 1;
            } else {
                shift++;
            }
        } else {
            shift++;
        }
    }
    for (int t = n; t < n + k; t++) { /* continue the tape with the rule */
        int v = 0;
        for (int i = 1; i <= length; i++) v ^= c[i] & bits[t - i];
        bits[t] = (unsigned char)v;
    }
    free(c);
    free(b);
    free(saved);
    return length;
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
