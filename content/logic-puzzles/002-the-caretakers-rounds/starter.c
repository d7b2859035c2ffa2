#include <stdbool.h>
#include <stdio.h>

#define MAX_LAMPS 1000

/* Set lit[j] (1 ≤ j ≤ n) to true when lamp j is lit after all the rounds, false otherwise. */
void lit_lamps(int n, const int *choices, int r, bool *lit) {
    (void)choices;
    (void)r;
    for (int j = 1; j <= n; j++) lit[j] = false;
}

int main(void) {
    int n, r;
    if (scanf("%d %d", &n, &r) != 2) return 1;
    int choices[1000];
    for (int i = 0; i < r; i++) scanf("%d", &choices[i]);
    bool lit[MAX_LAMPS + 1];
    lit_lamps(n, choices, r, lit);
    bool any = false;
    for (int j = 1; j <= n; j++) {
        if (!lit[j]) continue;
        printf(any ? " %d" : "%d", j);
        any = true;
    }
    printf(any ? "\n" : "NONE\n");
    return 0;
}
