#include <stdio.h>
#include <string.h>

#define MAX_WORDS 2000

static char words[MAX_WORDS][21];

/* words[0..n-1] hold the telegram. Return the index of the first word that appears exactly once,
   or -1 if there is none. */
int key_word(int n) {
    (void)n;
    return -1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; i++) scanf("%20s", words[i]);
    int answer = key_word(n);
    printf("%s\n", answer == -1 ? "NONE" : words[answer]);
    return 0;
}
