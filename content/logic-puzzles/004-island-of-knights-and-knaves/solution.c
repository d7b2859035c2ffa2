#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define MAX_ISLANDERS 8

enum kind { KNIGHT, KNAVE, ALIKE, COUNT };

/* What one islander said: about islander first (and second), or a count of knights. */
struct statement {
    enum kind kind;
    int first, second, count;
};

enum verdict { IS_KNIGHT, IS_KNAVE, IS_AMBIGUOUS };

static bool claim_holds(const struct statement *s, const bool *knights, int n) {
    switch (s->kind) {
        case KNIGHT: return knights[s->first];
        case KNAVE: return !knights[s->first];
        case ALIKE: return knights[s->first] == knights[s->second];
        default: {
            int total = 0;
            for (int i = 0; i < n; i++) total += knights[i];
            return total == s->count;
        }
    }
}

bool verdicts(int n, const struct statement *statements, enum verdict *answer) {
    bool could_be_knight[MAX_ISLANDERS] = {false}, could_be_knave[MAX_ISLANDERS] = {false};
    bool any = false;
    for (int mask = 0; mask < (1 << n); mask++) {
        bool knights[MAX_ISLANDERS];
        for (int i = 0; i < n; i++) knights[i] = (mask >> i) & 1;
        bool consistent = true;
        for (int i = 0; i < n && consistent; i++)
            consistent = claim_holds(&statements[i], knights, n) == knights[i];
        if (!consistent) continue;
        any = true;
        for (int i = 0; i < n; i++) {
            if (knights[i]) could_be_knight[i] = true;
            else could_be_knave[i] = true;
        }
    }
    for (int i = 0; i < n; i++)
        answer[i] = could_be_knight[i] && could_be_knave[i] ? IS_AMBIGUOUS : could_be_knight[i] ? IS_KNIGHT : IS_KNAVE;
    return any;
}

/* Reads "<name> says <sentence>" word by word. */
static void read_statement(struct statement *s) {
    char word[16], name[16];
    scanf("%15s %15s %15s", word, word, name);
    if (strcmp(name, "exactly") == 0) {
        s->kind = COUNT;
        scanf("%d %15s %15s %15s %15s", &s->count, word, word, word, word);
        return;
    }
    s->first = name[0] - 'A';
    scanf("%15s", word);
    if (strcmp(word, "and") == 0) {
        s->kind = ALIKE;
        scanf("%15s %15s %15s", name, word, word);
        s->second = name[0] - 'A';
    } else {
        scanf("%15s %15s", word, word);
        s->kind = strcmp(word, "knight") == 0 ? KNIGHT : KNAVE;
    }
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    struct statement statements[MAX_ISLANDERS] = {0};
    for (int i = 0; i < n; i++) read_statement(&statements[i]);
    enum verdict answer[MAX_ISLANDERS];
    if (!verdicts(n, statements, answer)) {
        printf("IMPOSSIBLE\n");
        return 0;
    }
    static const char *names[] = {"KNIGHT", "KNAVE", "AMBIGUOUS"};
    for (int i = 0; i < n; i++) printf("%c %s\n", 'A' + i, names[answer[i]]);
    return 0;
}
