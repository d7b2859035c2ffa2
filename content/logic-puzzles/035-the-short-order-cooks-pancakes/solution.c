#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A stack of n pancakes (sizes 1..n, top first) is stored as a number: 3 bits per pancake, top lowest. */
static int encode(const int *stack, int n) {
    int key = 0;
    for (int i = n - 1; i >= 0; i--) key = key << 3 | (stack[i] - 1);
    return key;
}

static void decode(int key, int *stack, int n) {
    for (int i = 0; i < n; i++, key >>= 3) stack[i] = (key & 7) + 1;
}

/* flips[key]: fewest flips between the sorted stack of n pancakes and the stack key (or 255, unseen).
   A flip undone is the same flip, so one breadth-first search from the sorted stack answers every stack. */
static void all_distances(int n, unsigned char *flips) {
    static int queue[40320];
    memset(flips, 255, (size_t)1 << (3 * n));
    int sorted[8], stack[8];
    for (int i = 0; i < n; i++) sorted[i] = i + 1;
    int head = 0, tail = 0;
    queue[tail++] = encode(sorted, n);
    flips[queue[0]] = 0;
    while (head < tail) {
        int key = queue[head++];
        for (int k = 2; k <= n; k++) {
            decode(key, stack, n);
            for (int i = 0, j = k - 1; i < j; i++, j--) {
                int t = stack[i];
                stack[i] = stack[j];
                stack[j] = t;
            }
            int flipped = encode(stack, n);
            if (flips[flipped] == 255) {
                flips[flipped] = (unsigned char)(flips[key] + 1);
                queue[tail++] = flipped;
            }
        }
    }
}

/* answers[i] = fewest flips that sort stacks[i] (sizes[i] pancakes) with the smallest on top. */
void fewest_flips(int q, const int *sizes, int stacks[][8], int *answers) {
    unsigned char *flips[9] = {0};
    for (int i = 0; i < q; i++) {
        int n = sizes[i];
        if (!flips[n]) {
            flips[n] = malloc((size_t)1 << (3 * n));
            all_distances(n, flips[n]);
        }
        answers[i] = flips[n][encode(stacks[i], n)];
    }
    for (int n = 1; n <= 8; n++) free(flips[n]);
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
