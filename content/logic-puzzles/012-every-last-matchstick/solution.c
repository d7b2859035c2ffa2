#include <stdio.h>

static const int STICKS[10] = {6, 2, 5, 5, 4, 5, 6, 3, 7, 6};

/* Writes into out the number with `digits` digits and exactly m matchsticks, choosing each digit from the
   left as the largest (want_largest) or smallest one that leaves a workable count for the rest. */
static void build(int m, int digits, int want_largest, char *out) {
    int left = m;
    for (int i = 0; i < digits; i++) {
        int rest = digits - i - 1;
        for (int step = 0; step < 10; step++) {
            int d = want_largest ? 9 - step : step;
            if (d == 0 && i == 0 && digits > 1) continue;
            int after = left - STICKS[d];
            if (2 * rest <= after && after <= 7 * rest) {
                out[i] = (char)('0' + d);
                left = after;
                break;
            }
        }
    }
    out[digits] = '\0';
}

/* Fills largest and smallest and returns 1, or returns 0 when m matchsticks make no number. */
int extremes(int m, char *largest, char *smallest) {
    if (m < 2) return 0;
    build(m, m / 2, 1, largest);
    build(m, (m + 6) / 7, 0, smallest);
    return 1;
}

int main(void) {
    int m;
    if (scanf("%d", &m) != 1) return 1;
    char largest[64], smallest[64];
    if (extremes(m, largest, smallest))
        printf("%s\n%s\n", largest, smallest);
    else
        printf("IMPOSSIBLE\n");
    return 0;
}
