#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_COMMANDS 1000
#define MAX_TEXT (MAX_COMMANDS * 10)

static char text[MAX_TEXT + 1];
static int text_length = 0;

/* Carry out one command: word is "TYPE", "ERASE", "UNDO" or "REDO"; argument is the word to type
   or the number k for ERASE. Keep the text so far in text (ending with '\0') and its length in
   text_length. */
void run(const char *word, const char *argument) {
    (void)word;
    (void)argument;
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
