#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define MAX_ISLANDERS 8

enum kind { KNIGHT, KNAVE, ALIKE, COUNT };

/* What one islander said (names are indices: A is 0, B is 1, ...):
   KNIGHT: "first is a knight"; KNAVE: "first is a knave";
   ALIKE: "first and second are alike"; COUNT: "exactly count of us are knights". */
struct statement {
    enum kind kind;
    int first, second, count;
};

enum verdict { IS_KNIGHT, IS_KNAVE, IS_AMBIGUOUS };

/* statements[i] is what islander i said. Fill answer[0..n-1] with IS_KNIGHT, IS_KNAVE or IS_AMBIGUOUS and
   return true, or return false when no way of sorting the islanders is consistent. */
bool verdicts(int n, const struct statement *statements, enum verdict *answer) {
    (void)n;
    (void)statements;
    (void)answer;
    return false;
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
