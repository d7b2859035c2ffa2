#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_COMMANDS 1000
#define MAX_TEXT (MAX_COMMANDS * 10)

typedef struct {
    int is_type;   /* 1 for TYPE, 0 for ERASE */
    char *letters; /* the word typed, or the characters actually erased */
    int length;
} Change;

static char text[MAX_TEXT + 1];
static int text_length = 0;
static Change done[MAX_COMMANDS], undone[MAX_COMMANDS];
static int done_size = 0, undone_size = 0;

static void apply(const Change *change) {
    if (change->is_type) {
        memcpy(text + text_length, change->letters, (size_t)change->length);
        text_length += change->length;
    } else {
        text_length -= change->length;
    }
    text[text_length] = '\0';
}

static void reverse(const Change *change) {
    if (change->is_type) {
        text_length -= change->length;
    } else {
        memcpy(text + text_length, change->letters, (size_t)change->length);
        text_length += change->length;
    }
    text[text_length] = '\0';
}

/* Carry out one command: word is "TYPE", "ERASE", "UNDO" or "REDO"; argument is the word to type
   or the number k for ERASE. The text so far is kept in text. */
void run(const char *word, const char *argument) {
    if (strcmp(word, "UNDO") == 0) {
        if (done_size > 0) {
            Change change = done[--done_size];
            reverse(&change);
            undone[undone_size++] = change;
        }
        return;
    }
    if (strcmp(word, "REDO") == 0) {
        if (undone_size > 0) {
            Change change = undone[--undone_size];
            apply(&change);
            done[done_size++] = change;
        }
        return;
    }
    Change change;
    change.is_type = strcmp(word, "TYPE") == 0;
    if (change.is_type) {
        change.length = (int)strlen(argument);
        change.letters = malloc((size_t)change.length + 1);
        memcpy(change.letters, argument, (size_t)change.length + 1);
    } else {
        int k = atoi(argument);
        change.length = k < text_length ? k : text_length;
        change.letters = malloc((size_t)change.length + 1);
        memcpy(change.letters, text + text_length - change.length, (size_t)change.length);
        change.letters[change.length] = '\0';
    }
    apply(&change);
    done[done_size++] = change;
    undone_size = 0; /* the cancelled changes are forgotten (their memory is simply not reused) */
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        char word[8], argument[16] = "";
        scanf("%7s", word);
        if (strcmp(word, "TYPE") == 0 || strcmp(word, "ERASE") == 0) scanf("%15s", argument);
        run(word, argument);
    }
    printf("%s\n", text_length > 0 ? text : "EMPTY");
    return 0;
}
