/* Uses only the everyday rules, one number at a time, repeated until nothing changes: if a number already
   sees as many known mines as it shows, its other covered neighbours are safe; if it needs all of its
   covered neighbours, they are all mines. Deductions that need two numbers together are missed, and so
   are contradictions. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    char *row[2];
    row[0] = malloc((size_t)n + 2);
    row[1] = malloc((size_t)n + 2);
    if (scanf("%s %s", row[0], row[1]) != 2) return 1;
    char *mark[2]; /* for covered cells: '?' unknown, '*' mine, '-' safe */
    for (int r = 0; r < 2; r++) {
        mark[r] = malloc((size_t)n + 1);
        for (int i = 0; i < n; i++) mark[r][i] = row[r][i] == '?' ? '?' : 'n';
    }
    int changed = 1;
    while (changed) {
        changed = 0;
        for (int r = 0; r < 2; r++)
            for (int i = 0; i < n; i++) {
                if (row[r][i] == '?') continue;
                int need = row[r][i] - '0', mines = 0, unknown = 0;
                for (int rr = 0; rr < 2; rr++)
                    for (int ii = i - 1; ii <= i + 1; ii++) {
                        if (ii < 0 || ii >= n || (rr == r && ii == i)) continue;
                        if (mark[rr][ii] == '*') mines++;
                        if (mark[rr][ii] == '?') unknown++;
                    }
                if (unknown == 0) continue;
                char set = need == mines ? '-' : need == mines + unknown ? '*' : 0;
                if (!set) continue;
                for (int rr = 0; rr < 2; rr++)
                    for (int ii = i - 1; ii <= i + 1; ii++)
                        if (ii >= 0 && ii < n && mark[rr][ii] == '?') {
                            mark[rr][ii] = set;
                            changed = 1;
                        }
            }
    }
    for (int r = 0; r < 2; r++) {
        for (int i = 0; i < n; i++) putchar(row[r][i] == '?' ? mark[r][i] : row[r][i]);
        putchar('\n');
    }
    return 0;
}
