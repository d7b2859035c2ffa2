#include <stdio.h>
#include <stdlib.h>

static int compare(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* Returns 0 when the table is possible, otherwise the size of the smallest contradictory group. */
int check_table(int n, int *wins) {
    /* For each size k, the group most likely to be contradictory is the k weakest claims (too few wins)
       or the k strongest claims (too many wins). Prefix sums of the sorted claims give both at once. */
    qsort(wins, (size_t)n, sizeof *wins, compare);
    long long *prefix = malloc(sizeof *prefix * ((size_t)n + 1));
    prefix[0] = 0;
    for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + wins[i];
    int answer = 0;
    for (long long k = 1; k <= n; k++) {
        long long among_themselves = k * (k - 1) / 2;
        long long weakest = prefix[k], strongest = prefix[n] - prefix[n - k];
        if (weakest < among_themselves || strongest > among_themselves + k * (n - k)) {
            answer = (int)k;
            break;
        }
    }
    free(prefix);
    return answer;
}

int main(void) {
    int tables;
    if (scanf("%d", &tables) != 1) return 1;
    while (tables-- > 0) {
        int n;
        scanf("%d", &n);
        int *wins = malloc(sizeof *wins * (size_t)n);
        for (int i = 0; i < n; i++) scanf("%d", &wins[i]);
        int k = check_table(n, wins);
        if (k) printf("IMPOSSIBLE %d\n", k);
        else printf("POSSIBLE\n");
        free(wins);
    }
    return 0;
}
