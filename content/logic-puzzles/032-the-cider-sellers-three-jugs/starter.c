#include <stdio.h>
#include <stdlib.h>

/* Jug 1 (capacity jug_capacity[0]) starts full, jugs 2 and 3 empty. Set answers[i] to the fewest pours
   after which some jug holds exactly targets[i] litres, or -1 when that never happens. */
void fewest_pours(const int *jug_capacity, int q, const int *targets, int *answers) {
    (void)jug_capacity;
    (void)targets;
    for (int i = 0; i < q; i++) answers[i] = 0;
}

int main(void) {
    int jug_capacity[3], q;
    if (scanf("%d %d %d %d", &jug_capacity[0], &jug_capacity[1], &jug_capacity[2], &q) != 4) return 1;
    int *targets = malloc(sizeof *targets * (size_t)q), *answers = malloc(sizeof *answers * (size_t)q);
    for (int i = 0; i < q; i++) scanf("%d", &targets[i]);
    fewest_pours(jug_capacity, q, targets, answers);
    char *out = malloc((size_t)q * 8 + 1);
    int length = 0;
    for (int i = 0; i < q; i++) length += sprintf(out + length, "%d\n", answers[i]);
    fwrite(out, 1, (size_t)length, stdout);
    free(out);
    free(targets);
    free(answers);
    return 0;
}
