#include <stdio.h>
#include <stdlib.h>

/* downstream[i] is the stream that stream i flows into (0 for the great river), water[i] its own water
   (both indexed from 1). Fills answers[j] with the flow at the mouth of stream questions[j]. */
void mouth_flows(int n, const int *downstream, const int *water, int q, const int *questions,
                 long long *answers) {
    int *upstream_count = calloc((size_t)n + 1, sizeof *upstream_count);
    for (int x = 1; x <= n; x++) upstream_count[downstream[x]]++;
    long long *flow = malloc(sizeof *flow * ((size_t)n + 1));
    for (int x = 1; x <= n; x++) flow[x] = water[x];
    /* start from the streams nothing flows into; a stream is ready when all its upstream streams are done */
    int *ready = malloc(sizeof *ready * (size_t)n);
    int count = 0;
    for (int x = 1; x <= n; x++)
        if (upstream_count[x] == 0) ready[count++] = x;
    for (int i = 0; i < count; i++) {
        int below = downstream[ready[i]];
        if (below) {
            flow[below] += flow[ready[i]];
            if (--upstream_count[below] == 0) ready[count++] = below;
        }
    }
    for (int j = 0; j < q; j++) answers[j] = flow[questions[j]];
    free(upstream_count);
    free(flow);
    free(ready);
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    int *downstream = malloc(sizeof *downstream * ((size_t)n + 1));
    int *water = malloc(sizeof *water * ((size_t)n + 1));
    for (int i = 1; i <= n; i++) scanf("%d", &downstream[i]);
    for (int i = 1; i <= n; i++) scanf("%d", &water[i]);
    int *questions = malloc(sizeof *questions * (size_t)q);
    for (int j = 0; j < q; j++) scanf("%d", &questions[j]);
    long long *answers = malloc(sizeof *answers * (size_t)q);
    mouth_flows(n, downstream, water, q, questions, answers);
    for (int j = 0; j < q; j++) printf("%lld\n", answers[j]);
    free(downstream);
    free(water);
    free(questions);
    free(answers);
    return 0;
}
