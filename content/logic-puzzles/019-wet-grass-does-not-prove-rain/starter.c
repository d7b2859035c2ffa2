#include <stdio.h>
#include <string.h>

#define MAX_WORDS 12

typedef struct {
    int index; /* the statement */
    int value; /* 1: the statement is true; 0: NOT the statement */
} Literal;

static char words[MAX_WORDS + 1][24];
static int word_count = 0;

static int word_index(const char *word) {
    for (int i = 0; i < word_count; i++)
        if (strcmp(words[i], word) == 0) return i;
    snprintf(words[word_count], sizeof words[0], "%s", word);
    return word_count++;
}

/* Reads a literal from the tokens at tok[0] (and tok[1] after NOT); returns how many tokens it used. */
static int literal(char tok[][24], Literal *out) {
    if (strcmp(tok[0], "NOT") == 0) {
        out->index = word_index(tok[1]);
        out->value = 0;
        return 2;
    }
    out->index = word_index(tok[0]);
    out->value = 1;
    return 1;
}

/* Statements are numbered 0..n_words-1. Rule i says IF rule_a[i] THEN rule_b[i]; facts[0..f-1] hold.
   For each question k (a statement index, questions[k]), set answers[k] to 1 when the statement is true
   in every possible world, 0 when it is false in every possible world, and -1 (UNKNOWN) otherwise. */
void conclude(int n_words, const Literal *rule_a, const Literal *rule_b, int r, const Literal *facts, int f,
              const int *questions, int q, int *answers) {
    (void)n_words;
    (void)rule_a;
    (void)rule_b;
    (void)r;
    (void)facts;
    (void)f;
    (void)questions;
    for (int k = 0; k < q; k++) answers[k] = -1;
}

static int split(char *line, char tok[][24]) {
    int n = 0;
    for (char *t = strtok(line, " \r\n"); t && n < 8; t = strtok(NULL, " \r\n")) snprintf(tok[n++], 24, "%s", t);
    return n;
}

int main(void) {
    int r, f, q;
    char line[256], tok[8][24];
    if (!fgets(line, sizeof line, stdin) || sscanf(line, "%d %d %d", &r, &f, &q) != 3) return 1;
    Literal rule_a[30], rule_b[30], facts[12];
    int questions[12], answers[12];
    for (int i = 0; i < r; i++) {
        if (!fgets(line, sizeof line, stdin)) return 1;
        split(line, tok);
        int used = literal(tok + 1, &rule_a[i]); /* tok[0] is IF */
        literal(tok + 2 + used, &rule_b[i]);     /* then THEN */
    }
    for (int i = 0; i < f; i++) {
        if (!fgets(line, sizeof line, stdin)) return 1;
        split(line, tok);
        literal(tok, &facts[i]);
    }
    for (int i = 0; i < q; i++) {
        if (!fgets(line, sizeof line, stdin)) return 1;
        split(line, tok);
        questions[i] = word_index(tok[0]);
    }
    conclude(word_count, rule_a, rule_b, r, facts, f, questions, q, answers);
    for (int i = 0; i < q; i++) printf("%s\n", answers[i] < 0 ? "UNKNOWN" : answers[i] ? "TRUE" : "FALSE");
    return 0;
}
