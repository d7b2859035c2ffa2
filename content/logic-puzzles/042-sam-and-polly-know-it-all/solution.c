#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The worlds the listeners still consider possible are the pairs xs[i] < ys[i], all pairs lo <= x < y <= hi
   at first. Every statement is heard by both, and keeps exactly the worlds in which it is true.
   speaker[j] is 'S' (Sam, who knows the sum) or 'P' (Polly, who knows the product); claim[j] is 'K'
   (KNOWS), 'D' (DOES_NOT_KNOW) or 'Y' (KNOWS_YOU_DO_NOT_KNOW). Returns how many worlds survive; they stay
   in xs and ys in order of x, then y. */
int surviving_pairs(int lo, int hi, int d, const char *speaker, const char *claim, int *xs, int *ys) {
    int n = 0;
    for (int x = lo; x <= hi; x++)
        for (int y = x + 1; y <= hi; y++) {
            xs[n] = x;
            ys[n++] = y;
        }
    int top = hi * hi + 1;
    int *count = malloc(sizeof *count * (size_t)top), *other = malloc(sizeof *other * (size_t)top);
    char *bad = malloc((size_t)top);
    for (int j = 0; j < d; j++) {
        int sam = speaker[j] == 'S';
        memset(count, 0, sizeof *count * (size_t)top);
        memset(other, 0, sizeof *other * (size_t)top);
        memset(bad, 0, (size_t)top);
        for (int i = 0; i < n; i++) {
            count[sam ? xs[i] + ys[i] : xs[i] * ys[i]]++;
            other[sam ? xs[i] * ys[i] : xs[i] + ys[i]]++;
        }
        /* KNOWS_YOU_DO_NOT_KNOW: in every world the speaker cannot rule out, the listener is unsure */
        for (int i = 0; i < n; i++)
            if (other[sam ? xs[i] * ys[i] : xs[i] + ys[i]] == 1) bad[sam ? xs[i] + ys[i] : xs[i] * ys[i]] = 1;
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int mine = sam ? xs[i] + ys[i] : xs[i] * ys[i], keep;
            if (claim[j] == 'K') keep = count[mine] == 1;
            else if (claim[j] == 'D') keep = count[mine] >= 2;
            else keep = !bad[mine];
            if (keep) {
                xs[kept] = xs[i];
                ys[kept++] = ys[i];
            }
        }
        n = kept;
    }
    free(count);
    free(other);
    free(bad);
    return n;
}

int main(void) {
    int lo, hi, d;
    if (scanf("%d %d %d", &lo, &hi, &d) != 3) return 1;
    char *speaker = malloc((size_t)d + 1), *claim = malloc((size_t)d + 1);
    for (int j = 0; j < d; j++) {
        char who[32], what[32];
        if (scanf("%31s %31s", who, what) != 2) return 1;
        speaker[j] = who[0];
        claim[j] = what[0] == 'D' ? 'D' : strcmp(what, "KNOWS") == 0 ? 'K' : 'Y';
    }
    size_t most = (size_t)(hi - lo + 1) * (size_t)(hi - lo) / 2 + 1;
    int *xs = malloc(sizeof *xs * most), *ys = malloc(sizeof *ys * most);
    int n = surviving_pairs(lo, hi, d, speaker, claim, xs, ys);
    printf("%d\n", n);
    if (n <= 100)
        for (int i = 0; i < n; i++) printf("%d %d\n", xs[i], ys[i]);
    return 0;
}
