#include <stdio.h>
#include <string.h>

#define MAX_N 20

enum { DID, NOT, OR };

typedef struct {
    char speaker[16];
    int kind;         /* DID: a did it; NOT: a did not do it; OR: a or b did it */
    char a[16], b[16]; /* names as written; "I" means the speaker */
} Statement;

/* Sets could[i] to 1 when child i could be the culprit, that is when exactly t statements are then true. */
void possible_culprits(const Statement *st, int n, int t, int *could) {
    for (int c = 0; c < n; c++) {
        const char *culprit = st[c].speaker;
        int true_count = 0;
        for (int i = 0; i < n; i++) {
            const char *a = strcmp(st[i].a, "I") == 0 ? st[i].speaker : st[i].a;
            const char *b = strcmp(st[i].b, "I") == 0 ? st[i].speaker : st[i].b;
            int holds;
            if (st[i].kind == NOT)
                holds = strcmp(culprit, a) != 0;
            else if (st[i].kind == DID)
                holds = strcmp(culprit, a) == 0;
            else
                holds = strcmp(culprit, a) == 0 || strcmp(culprit, b) == 0;
            true_count += holds;
        }
        could[c] = true_count == t;
    }
}

int main(void) {
    int n, t;
    if (scanf("%d %d", &n, &t) != 2) return 1;
    Statement st[MAX_N];
    char line[256];
    fgets(line, sizeof line, stdin);
    for (int i = 0; i < n; i++) {
        if (!fgets(line, sizeof line, stdin)) return 1;
        char w[8][16];
        int count = 0;
        for (char *tok = strtok(line, " \r\n"); tok && count < 8; tok = strtok(NULL, " \r\n"))
            snprintf(w[count++], 16, "%s", tok);
        strcpy(st[i].speaker, w[0]);
        strcpy(st[i].a, w[2]);
        st[i].b[0] = '\0';
        if (count == 7 && strcmp(w[3], "or") == 0) {
            st[i].kind = OR; /* X or Y did it */
            strcpy(st[i].b, w[4]);
        } else if (count == 7) {
            st[i].kind = NOT; /* X did not do it */
        } else {
            st[i].kind = DID; /* X did it */
        }
    }
    int could[MAX_N];
    possible_culprits(st, n, t, could);
    int printed = 0;
    for (int i = 0; i < n; i++) {
        if (!could[i]) continue;
        printf(printed ? " %s" : "%s", st[i].speaker);
        printed = 1;
    }
    printf(printed ? "\n" : "NONE\n");
    return 0;
}
