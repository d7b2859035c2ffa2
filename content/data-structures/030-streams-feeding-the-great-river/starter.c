#include <stdio.h>
#include <stdlib.h>

/* downstream[i] is the stream that stream i flows into (0 for the great river) and water[i] its own
   water, both indexed from 1 to n. Fill answers[j] with the litres per second passing the mouth of
   stream questions[j], for every question j from 0 to q - 1. */
void mouth_flows(int n, const int *downstream, const int *water, int q, const int *questions,
                 long long *answers) {
    (void)n;
    (void)downstream;
    (void)water;
    (void)questions;
    for (int j = 0; j < q; j++) answers[j] = 0;
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
