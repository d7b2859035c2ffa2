/* A linked line that remembers who is first in a variable, but forgets to update it when the first dancer
   leaves or moves away: a dancer sent to the front is then hooked behind someone who is no longer there. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    int *behind = calloc((size_t)n + 1, sizeof(int)), *ahead = calloc((size_t)n + 1, sizeof(int));
    for (int i = 1; i <= n; i++) {
        behind[i] = i < n ? i + 1 : 0;
        ahead[i] = i - 1;
    }
    int first = 1;
    for (int e = 0; e < m; e++) {
        char kind[2];
        int x, y = 0;
        scanf("%1s %d", kind, &x);
        if (kind[0] == '?') {
            printf("%d\n", behind[x]);
            continue;
        }
        if (kind[0] == 'M') scanf("%d", &y);
        if (ahead[x]) behind[ahead[x]] = behind[x];
        if (behind[x]) ahead[behind[x]] = ahead[x];
        if (kind[0] == 'M') {
            if (y == 0) {
                behind[x] = first;
                ahead[x] = 0;
                ahead[first] = x;
                first = x;
            } else {
                behind[x] = behind[y];
                ahead[x] = y;
                if (behind[y]) ahead[behind[y]] = x;
                behind[y] = x;
            }
        }
    }
    return 0;
}
