#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Return the smallest number of single-letter inserts, deletes and replacements that turn s into t. */
int edit_distance(const char *s, const char *t) {
    (void)s;
    (void)t;
    return -1;
}

int main(void) {
    static char s[1024], t[1024];
    if (scanf("%1023s %1023s", s, t) != 2) return 1;
    printf("%d\n", edit_distance(s, t));
    return 0;
}
