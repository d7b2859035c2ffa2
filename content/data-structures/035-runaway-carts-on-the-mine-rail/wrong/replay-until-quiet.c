#include <stdio.h>
#include <stdlib.h>

/* Replays the rail again and again, settling every east-west pair that stands side by side, until a
   round changes nothing: right, but a heavy cart facing a long line of light ones needs n rounds. */
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long *weights = malloc(sizeof *weights * (size_t)n);
    char *directions = malloc((size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld %c", &weights[i], &directions[i]);
    int count = n, changed = 1;
    while (changed) {
        changed = 0;
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (i + 1 < count && directions[i] == 'E' && directions[i + 1] == 'W') {
                changed = 1;
                if (weights[i] > weights[i + 1]) {
                    weights[kept] = weights[i];
                    directions[kept++] = 'E';
                } else if (weights[i] < weights[i + 1]) {
                    weights[kept] = weights[i + 1];
                    directions[kept++] = 'W';
                }
                i++; /* the pair is settled this round */
            } else {
                weights[kept] = weights[i];
                directions[kept++] = directions[i];
            }
        }
        count = kept;
    }
    long long total = 0;
    for (int i = 0; i < count; i++) total += weights[i];
    printf("%d %lld\n", count, total);
    return 0;
}
