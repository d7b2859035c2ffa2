#include <stdio.h>
#include <string.h>

#define MAX_COMMANDS 1000

static char current[21] = "home";

/* Apply one command: word is "OPEN", "BACK" or "FORWARD"; page is the page name for OPEN.
   Afterwards current must hold the page on screen. */
void apply(const char *word, const char *page) {
    (void)word;
    (void)page;
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
