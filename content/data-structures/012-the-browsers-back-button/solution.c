#include <stdio.h>
#include <string.h>

#define MAX_COMMANDS 1000

static char back[MAX_COMMANDS + 1][21];
static char forward[MAX_COMMANDS + 1][21];
static int back_size = 0, forward_size = 0;
static char current[21] = "home";

/* Apply one command: word is "OPEN", "BACK" or "FORWARD"; page is the page name for OPEN.
   Afterwards current holds the page on screen. */
void apply(const char *word, const char *page) {
    if (strcmp(word, "OPEN") == 0) {
        strcpy(back[back_size++], current);
        strcpy(current, page);
        forward_size = 0;
    } else if (strcmp(word, "BACK") == 0) {
        if (back_size > 0) {
            strcpy(forward[forward_size++], current);
            strcpy(current, back[--back_size]);
        }
    } else if (forward_size > 0) {
        strcpy(back[back_size++], current);
        strcpy(current, forward[--forward_size]);
    }
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        char word[8], page[21] = "";
        scanf("%7s", word);
        if (strcmp(word, "OPEN") == 0) scanf("%20s", page);
        apply(word, page);
        printf("%s\n", current);
    }
    return 0;
}
