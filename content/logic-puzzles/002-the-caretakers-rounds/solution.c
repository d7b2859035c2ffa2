#include <stdbool.h>
#include <stdio.h>

#define MAX_LAMPS 1000

/* Sets lit[j] (1 ≤ j ≤ n) to whether lamp j is lit after all the rounds. */
void lit_lamps(int n, const int *choices, int r, bool *lit) {
    for (int j = 1; j <= n; j++) lit[j] = false;
    for (int i = 0; i < r; i++)
        for (int lamp = choices[i]; lamp <= n; lamp += choices[i]) lit[lamp] = !lit[lamp];
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
